import { describe, expect, it, vi } from 'vitest';
import { scrollFrames } from './scroll-frames.ts';

/** A window stand-in whose frames run when the test says so. */
function fakeWindow() {
  const target = new EventTarget();
  const frames: Array<() => void> = [];
  const win = Object.assign(target, {
    scrollY: 0,
    innerHeight: 800,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: (id: number) => {
      if (id) frames[id - 1] = () => {};
    },
  });
  const flush = () => frames.splice(0).forEach((callback) => callback());
  return { win: win as unknown as Window & { scrollY: number }, fire: (type: string) => target.dispatchEvent(new Event(type)), flush };
}

describe('scrollFrames', () => {
  it('runs a listener at once, then once per frame however many scroll events came', () => {
    const { win, fire, flush } = fakeWindow();
    const listener = vi.fn();
    scrollFrames(win)(listener);
    expect(listener).toHaveBeenCalledWith({ y: 0, height: 800, resized: true });
    win.scrollY = 120;
    fire('scroll');
    fire('scroll');
    fire('scroll');
    flush();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith({ y: 120, height: 800, resized: false });
  });

  it('shares one frame between listeners and flags a resize once', () => {
    const { win, fire, flush } = fakeWindow();
    const add = scrollFrames(win);
    const a = vi.fn();
    const b = vi.fn();
    add(a);
    add(b);
    fire('resize');
    fire('scroll');
    flush();
    expect(a).toHaveBeenLastCalledWith(expect.objectContaining({ resized: true }));
    expect(b).toHaveBeenLastCalledWith(expect.objectContaining({ resized: true }));
    fire('scroll');
    flush();
    expect(a).toHaveBeenLastCalledWith(expect.objectContaining({ resized: false }));
  });

  it('stops listening when the last listener is removed', () => {
    const { win, fire, flush } = fakeWindow();
    const listener = vi.fn();
    const remove = scrollFrames(win)(listener);
    remove();
    fire('scroll');
    flush();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
