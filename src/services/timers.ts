/**
 * Timers bound to an AbortSignal: when the island or behaviour that set them goes, they go too,
 * with nothing to pair by hand. `win` is a parameter so tests and Playwright's clock drive them.
 */

/** Runs `fn` once after `ms`, unless `signal` aborts first. */
export function later(win: Window, signal: AbortSignal, ms: number, fn: () => void): void {
  if (signal.aborted) return;
  const timer = win.setTimeout(() => {
    signal.removeEventListener('abort', cancel);
    fn();
  }, ms);
  const cancel = () => win.clearTimeout(timer);
  signal.addEventListener('abort', cancel, { once: true });
}

/**
 * One timer at a time: `set` replaces the one still waiting (a newer match's reveal replaces the
 * last one's), `clear` drops it, and the signal ends both.
 */
export function timerSlot(win: Window, signal: AbortSignal): { set(ms: number, fn: () => void): void; clear(): void } {
  let timer: number | undefined;
  const clear = () => {
    win.clearTimeout(timer);
    timer = undefined;
  };
  signal.addEventListener('abort', clear, { once: true });
  return {
    set(ms, fn) {
      clear();
      if (signal.aborted) return;
      timer = win.setTimeout(() => {
        timer = undefined;
        fn();
      }, ms);
    },
    clear,
  };
}

/** Runs `fn` once `ms` after the last call (a burst of resizes lays the grid out once). */
export function debounce(win: Window, signal: AbortSignal, ms: number, fn: () => void): () => void {
  const slot = timerSlot(win, signal);
  return () => slot.set(ms, fn);
}

/**
 * Runs `fn` at once, then at most once per `ms`: a call inside the interval is kept for its end,
 * so the last state is always handled (a popup re-placed after the last resize).
 */
export function throttle(win: Window, signal: AbortSignal, ms: number, fn: () => void): () => void {
  let last = -Infinity;
  let timer: number | undefined;
  signal.addEventListener('abort', () => win.clearTimeout(timer), { once: true });
  return () => {
    if (signal.aborted || timer !== undefined) return;
    const wait = last + ms - win.performance.now();
    if (wait <= 0) {
      last = win.performance.now();
      fn();
      return;
    }
    timer = win.setTimeout(() => {
      timer = undefined;
      last = win.performance.now();
      fn();
    }, wait);
  };
}
