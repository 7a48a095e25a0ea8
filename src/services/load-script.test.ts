import { beforeEach, describe, expect, it } from 'vitest';
import { loadScript } from './load-script.ts';

// The scripts the service hands the head, kept out of the document (happy-dom would try to load
// them): the test plays the browser's load and error events on them.
let added: HTMLScriptElement[];
beforeEach(() => {
  added = [];
  document.head.append = (...nodes: Array<Node | string>) => void added.push(...(nodes as HTMLScriptElement[]));
  return () => void delete (document.head as { append?: unknown }).append;
});

describe('loadScript', () => {
  it.each([
    ['by default, run as soon as it arrives', {}, true],
    ['in order, run after the scripts added before it', { inOrder: true }, false],
  ])('adds one script to the head: %s', (_, options, async) => {
    void loadScript(document, 'https://shop.example/a.js', options);
    expect(added.map((script) => [script.tagName, script.src, script.async])).toEqual([['SCRIPT', 'https://shop.example/a.js', async]]);
  });

  it('resolves once the script has run', async () => {
    const loaded = loadScript(document, 'https://shop.example/b.js');
    added[0]!.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('rejects naming the address when the script could not be loaded', async () => {
    const loaded = loadScript(document, 'https://shop.example/c.js');
    added[0]!.dispatchEvent(new Event('error'));
    await expect(loaded).rejects.toThrow('https://shop.example/c.js did not load');
  });
});
