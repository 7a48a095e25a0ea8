/** What a listener gets each frame: read once, shared by all. */
export interface ScrollFrame {
  /** window.scrollY */
  y: number;
  /** window.innerHeight */
  height: number;
  /** True on the frame after a resize: listeners re-measure their elements then, not per scroll. */
  resized: boolean;
}

export type FrameListener = (frame: ScrollFrame) => void;

/**
 * One passive scroll and resize listener for every scroll effect on the page. Events only
 * schedule a frame; the frame reads the scroll position once and hands it to each listener, so
 * scrolling costs one read per frame however many effects listen, and listeners only write.
 * Returns `add(listener)`, which runs the listener once at once and gives back its removal.
 */
export function scrollFrames(win: Window): (listener: FrameListener) => () => void {
  const listeners = new Set<FrameListener>();
  let scheduled = 0;
  let resized = false;

  const run = () => {
    scheduled = 0;
    const frame: ScrollFrame = { y: win.scrollY, height: win.innerHeight, resized };
    resized = false;
    for (const listener of listeners) listener(frame);
  };
  const schedule = () => {
    if (!scheduled) scheduled = win.requestAnimationFrame(run);
  };
  const onResize = () => {
    resized = true;
    schedule();
  };

  return (listener) => {
    if (listeners.size === 0) {
      win.addEventListener('scroll', schedule, { passive: true });
      win.addEventListener('resize', onResize, { passive: true });
    }
    listeners.add(listener);
    listener({ y: win.scrollY, height: win.innerHeight, resized: true });
    return () => {
      listeners.delete(listener);
      if (listeners.size > 0) return;
      win.removeEventListener('scroll', schedule);
      win.removeEventListener('resize', onResize);
      win.cancelAnimationFrame(scheduled);
      scheduled = 0;
    };
  };
}
