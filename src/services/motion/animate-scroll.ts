import type { Easing } from './easing.ts';

export interface ScrollAnimation {
  /** Resolves with true when it reached `to`, false when cancelled. */
  readonly done: Promise<boolean>;
  cancel(): void;
}

/** The position at time `elapsed` of an animation from `from` to `to`: pure, for the tests. */
export function positionAt(from: number, to: number, elapsed: number, duration: number, easing: Easing): number {
  if (duration <= 0 || elapsed >= duration) return to;
  return from + (to - from) * easing(Math.max(0, elapsed) / duration);
}

/** Where to and how long, worked out on the first frame (see animateScroll). */
export type ScrollPlan = (from: number) => { to: number; duration: number };

/**
 * Scrolls the window over `duration` ms to `to`, one write per animation frame. The plan is
 * made on the first frame, not at the call: a click that also opens a tab or a panel (other
 * listeners of the same click) has laid the page out by then. `from`, when given, is where the
 * scroll starts instead of where the window is at that frame (jQuery's `animate` read it at the
 * call, and a focus given right after, which jumps the window, did not move it). Starting a new animation cancels
 * the running one (as jQuery's `stop()` did for the scripts we replace). Each write is instant,
 * whatever the page's CSS `scroll-behavior`.
 */
let running: { cancel(): void } | null = null;

export function animateScroll(win: Window, plan: ScrollPlan, easing: Easing, startAt?: number): ScrollAnimation {
  running?.cancel();
  let from = 0;
  let to = 0;
  let duration = 0;
  let frame = 0;
  let settle: (reached: boolean) => void = () => {};
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  const animation = {
    done,
    cancel() {
      win.cancelAnimationFrame(frame);
      if (running === animation) running = null;
      settle(false);
    },
  };
  running = animation;
  let start = -1;
  const step = (now: number) => {
    if (start < 0) {
      start = now;
      from = startAt ?? win.scrollY;
      ({ to, duration } = plan(from));
    }
    const y = positionAt(from, to, now - start, duration, easing);
    // 'instant': a theme's `scroll-behavior: smooth` would smooth each frame's write on its own
    // clock, and the page would trail the curve (Page Scroll to id set `html` to `auto`).
    win.scrollTo({ left: win.scrollX, top: y, behavior: 'instant' });
    if (y === to) {
      if (running === animation) running = null;
      settle(true);
    } else {
      frame = win.requestAnimationFrame(step);
    }
  };
  frame = win.requestAnimationFrame(step);
  return animation;
}
