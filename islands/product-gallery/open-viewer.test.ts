import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { warmViewer } from './open-viewer.ts';
import { noteViewerOpened } from './viewer-habit.ts';

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
    const getItem = Storage.prototype.getItem;
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      reads.push(key);
      return getItem.call(this, key);
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
