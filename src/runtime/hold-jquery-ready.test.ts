import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IslandsApi } from './bundle-runtime.ts';
import { READY_HOLD_MS, holdJQueryReady } from './hold-jquery-ready.ts';

/**
 * A page still being parsed, with the bundle's runtime when `started` is given, and a jQuery that
 * counts what its ready waits for as jQuery does: 1 for the document, one more for each hold,
 * each hold released with `ready(true)`.
 */
function parsingPage(started?: Promise<void>, jQuery = { readyWait: 1, isReady: false, released: 0, ready: (_wait: true) => {} }) {
  jQuery.ready = (wait: true) => {
    expect(wait).toBe(true);
    jQuery.readyWait--;
    jQuery.released++;
  };
  const target = new EventTarget();
  const doc = Object.assign(target, { readyState: 'loading' });
  const themeIslands: IslandsApi | undefined = started && { scan: () => {}, whenStarted: () => started, whenIdle: () => Promise.resolve() };
  const win = { document: doc, jQuery, themeIslands, setTimeout: globalThis.setTimeout.bind(globalThis) } as unknown as Window;
  const parsed = () => {
    doc.readyState = 'interactive';
    target.dispatchEvent(new Event('DOMContentLoaded'));
  };
  /** What jQuery's ready waits for besides the document, and how many holds were released. */
  const count = () => ({ holds: jQuery.readyWait - 1, released: jQuery.released });
  return { win, jQuery, count, parsed };
}

describe('jQuery\'s ready held for the bundle\'s start', () => {
  afterEach(() => void vi.useRealTimers());

  it('is held at once and released once the runtime has started, not when the document is parsed', async () => {
    let start: () => void = () => {};
    const { win, count, parsed } = parsingPage(new Promise<void>((resolve) => (start = resolve)));
    holdJQueryReady(win);
    expect(count()).toEqual({ holds: 1, released: 0 });
    parsed();
    await new Promise((settle) => setTimeout(settle, 10));
    expect(count()).toEqual({ holds: 1, released: 0 });
    start();
    await vi.waitFor(() => expect(count()).toEqual({ holds: 0, released: 1 }));
  });

  it(`is released ${READY_HOLD_MS} ms after the document's parse when the start does not come, once`, async () => {
    vi.useFakeTimers();
    const { win, count, parsed } = parsingPage(new Promise<void>(() => {}));
    holdJQueryReady(win);
    await vi.advanceTimersByTimeAsync(READY_HOLD_MS * 2); // the parse is not counted
    expect(count()).toEqual({ holds: 1, released: 0 });
    parsed();
    await vi.advanceTimersByTimeAsync(READY_HOLD_MS - 1);
    expect(count()).toEqual({ holds: 1, released: 0 });
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toEqual({ holds: 0, released: 1 });
    await vi.advanceTimersByTimeAsync(READY_HOLD_MS * 2);
    expect(count()).toEqual({ holds: 0, released: 1 });
  });

  it('is released when the document is parsed where the bundle is not on the page, or when its start fails', async () => {
    const without = parsingPage();
    holdJQueryReady(without.win);
    without.parsed();
    await vi.waitFor(() => expect(without.count()).toEqual({ holds: 0, released: 1 }));
    const failing = parsingPage(Promise.reject(new Error('scan failed')));
    holdJQueryReady(failing.win);
    failing.parsed();
    await vi.waitFor(() => expect(failing.count()).toEqual({ holds: 0, released: 1 }));
  });

  it('holds nothing where jQuery is ready already (a script loaded late), without jQuery, or with one that does not count its holds so', async () => {
    const late = parsingPage(Promise.resolve(), { readyWait: 0, isReady: true, released: 0, ready: () => {} });
    holdJQueryReady(late.win);
    late.parsed();
    await new Promise((settle) => setTimeout(settle, 10));
    expect(late.jQuery).toMatchObject({ readyWait: 0, released: 0 });
    expect(() => holdJQueryReady({ document } as unknown as Window)).not.toThrow();
    expect(() => holdJQueryReady({ document, jQuery: { holdReady: () => {} } } as unknown as Window)).not.toThrow();
  });

  it('never calls jQuery.holdReady, which jQuery Migrate records as deprecated', async () => {
    const { win, jQuery, parsed } = parsingPage(Promise.resolve());
    const holdReady = vi.fn();
    Object.assign(jQuery, { holdReady });
    holdJQueryReady(win);
    parsed();
    await vi.waitFor(() => expect(jQuery.released).toBe(1));
    expect(holdReady).not.toHaveBeenCalled();
  });
});
