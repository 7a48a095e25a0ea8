import { describe, expect, it } from 'vitest';
import { bundleRuntime, wakeIslands, type IslandsApi } from './bundle-runtime.ts';
import { WAKE } from './wake.ts';

/** A document still being parsed, whose DOMContentLoaded the test fires. */
function parsingDocument(themeIslands?: IslandsApi) {
  const target = new EventTarget();
  const doc = Object.assign(target, { readyState: 'loading' });
  const loaded = () => {
    doc.readyState = 'interactive';
    target.dispatchEvent(new Event('DOMContentLoaded'));
  };
  return { win: { document: doc, themeIslands } as unknown as Window, loaded };
}

const islands: IslandsApi = { scan: () => {}, whenStarted: () => Promise.resolve(), whenIdle: () => Promise.resolve() };

describe('the bundle\'s runtime, for a classic script printed before it', () => {
  it('is given once the page is parsed (the bundle\'s module has run by then), not before', async () => {
    const { win, loaded } = parsingDocument(islands);
    let given: IslandsApi | undefined | 'waiting' = 'waiting';
    void bundleRuntime(win).then((found) => (given = found));
    await Promise.resolve();
    expect(given).toBe('waiting');
    loaded();
    await new Promise((resolve) => setTimeout(resolve));
    expect(given).toBe(islands);
  });

  it('is undefined where the bundle is not on the page', async () => {
    const { win, loaded } = parsingDocument();
    loaded();
    expect(await bundleRuntime(win)).toBeUndefined();
  });

  it('wakes islands: each element scanned, then sent `theme:wake`, then the runtime waited for', async () => {
    const seen: string[] = [];
    document.body.innerHTML = '<div id="a"></div><div id="b"></div>';
    for (const el of document.querySelectorAll('div')) el.addEventListener(WAKE, () => seen.push(`wake ${el.id}`));
    await wakeIslands({ scan: (root) => seen.push(`scan ${(root as Element).id}`), whenStarted: async () => {}, whenIdle: async () => void seen.push('idle') }, document.querySelectorAll('div'));
    expect(seen).toEqual(['scan a', 'wake a', 'scan b', 'wake b', 'idle']);
  });
});
