import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmViewer } from './open-viewer.ts';
import { noteViewerOpened, viewerOpenedBefore } from './viewer-habit.ts';

// The viewer's chunk, PhotoSwipe left out: what it was asked to open.
const openViewer = vi.fn((_doc: Document, _slides: readonly Element[], _at: number, _lang: string) => ({}));
vi.mock('./viewer.ts', () => ({ openViewer: (doc: Document, slides: readonly Element[], at: number, lang: string) => openViewer(doc, slides, at, lang) }));

describe('warming the viewer before the click', () => {
  // The browser's idle callbacks, run when the test says.
  const idle = new Map<number, () => void>();
  const { requestIdleCallback, cancelIdleCallback } = window;
  const runIdle = () => {
    for (const [handle, run] of idle) {
      idle.delete(handle);
      run();
    }
  };
  let reads: string[];
  // The viewer's chunk (PhotoSwipe), as a record of its imports.
  const viewer = vi.fn(() => Promise.resolve({}));
  beforeEach(() => {
    let handles = 0;
    window.requestIdleCallback = (callback) => (idle.set(++handles, () => callback({ didTimeout: false, timeRemaining: () => 50 })), handles);
    window.cancelIdleCallback = (handle) => void idle.delete(handle);
    reads = [];
    // On the tab's storage itself: the files share one window, and a spy on Storage.prototype
    // saw no read when this file ran after some others of this folder (`vitest run
    // islands/product-gallery`); why was not found. The storage's own spy sees them in any order.
    const storage = window.sessionStorage;
    const getItem = storage.getItem.bind(storage);
    vi.spyOn(storage, 'getItem').mockImplementation((key: string) => {
      reads.push(key);
      return getItem(key);
    });
    viewer.mockClear();
  });
  afterEach(() => {
    Object.assign(window, { requestIdleCallback, cancelIdleCallback });
    idle.clear();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  const gallery = () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"></div>';
    return document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  };
  it('reads the tab\'s habit at idle, not in the gallery\'s prepare (a first storage read is slow)', () => {
    noteViewerOpened(window);
    reads = [];
    warmViewer(gallery(), viewer);
    expect(reads).toEqual([]);
    runIdle();
    expect(reads).toEqual(['lubrica-islands:viewer-opened']);
    expect(viewer).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['where the viewer opened before in this tab', true, 1],
    ['not where it never opened (most product views never use it)', false, 0],
  ] as const)('fetches the viewer at idle %s', (_, opened, imports) => {
    if (opened) noteViewerOpened(window);
    warmViewer(gallery(), viewer);
    runIdle();
    expect(viewer).toHaveBeenCalledTimes(imports);
  });

  it('fetches it when the visitor comes to the gallery, and waits for nothing once cancelled', () => {
    const el = gallery();
    const cancel = warmViewer(el, viewer);
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(viewer).toHaveBeenCalledTimes(1);
    noteViewerOpened(window);
    cancel();
    expect(idle.size).toBe(0);
  });
});

describe('opening the viewer at a click', () => {
  /** A fresh copy of the module: nothing fetched yet. */
  const fresh = async () => {
    vi.resetModules();
    return import('./open-viewer.ts');
  };
  const gallery = () => {
    document.body.innerHTML = '<div class="woocommerce-product-gallery"><div class="woocommerce-product-gallery__image"></div></div>';
    return document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
  };
  /** Every value the gallery's aria-busy took. */
  const busyMarks = (el: HTMLElement) => {
    const marks: Array<string | null> = [];
    new MutationObserver((records) => records.forEach(() => marks.push(el.getAttribute('aria-busy')))).observe(el, { attributes: true, attributeFilter: ['aria-busy'] });
    return marks;
  };
  beforeEach(() => openViewer.mockClear());
  afterEach(() => sessionStorage.clear());

  it('while its chunk is on the way: the gallery busy, a second click opens nothing more, one viewer once it has come', async () => {
    const { openViewerAt } = await fresh();
    const el = gallery();
    const slides = [...el.children];
    const first = openViewerAt(el, document, slides, 0, 'en');
    expect(el.getAttribute('aria-busy')).toBe('true');
    const second = openViewerAt(el, document, slides, 0, 'en');
    expect(openViewer).not.toHaveBeenCalled();
    await Promise.all([first, second]);
    expect(openViewer).toHaveBeenCalledTimes(1);
    expect(openViewer).toHaveBeenCalledWith(document, slides, 0, 'en');
    expect(el.hasAttribute('aria-busy')).toBe(false);
    expect(viewerOpenedBefore(window)).toBe(true);
  });

  it.each([
    ['by the visitor\'s approach', async ({ warmViewer, loadViewer }: typeof import('./open-viewer.ts'), el: HTMLElement) => {
      let fetched: Promise<unknown> | undefined;
      warmViewer(el, () => (fetched = loadViewer()));
      el.dispatchEvent(new Event('pointerover', { bubbles: true }));
      expect(fetched).toBeDefined();
      await fetched;
    }],
    ['by an earlier click', ({ openViewerAt }: typeof import('./open-viewer.ts'), el: HTMLElement) => openViewerAt(el, document, [...el.children], 0, 'en')],
  ] as const)('once its chunk has come %s: opened within the click, the gallery never marked busy', async (_, fetch) => {
    const module = await fresh();
    const el = gallery();
    await fetch(module, el);
    openViewer.mockClear();
    const marks = busyMarks(el);
    void module.openViewerAt(el, document, [...el.children], 0, 'en');
    expect(openViewer).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(marks).toEqual([]);
  });
});
