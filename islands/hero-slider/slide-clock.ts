/**
 * The time of the current slide: callbacks at ms after the slide started (its end, the layers'
 * exits), paused and resumed as a whole (hover, focus, a playing video), so a paused slide keeps
 * the time it had left. setTimeout and performance.now only, so tests can drive it with a fake clock.
 */
export interface SlideClock {
  at(ms: number, run: () => void): void;
  /** Pause for a reason; the clock runs only while no reason holds. */
  hold(reason: string): void;
  release(reason: string): void;
  running(): boolean;
  /** A new slide: time back to 0, callbacks dropped, holds kept. */
  reset(): void;
  dispose(): void;
}

export function createSlideClock(win: Window): SlideClock {
  const holds = new Set<string>();
  let jobs: Array<{ ms: number; run: () => void }> = [];
  let elapsed = 0;
  let since: number | null = null;
  let timer: number | undefined;

  const now = () => elapsed + (since === null ? 0 : win.performance.now() - since);

  function plan(): void {
    win.clearTimeout(timer);
    timer = undefined;
    if (since === null || !jobs.length) return;
    const next = Math.min(...jobs.map((job) => job.ms));
    timer = win.setTimeout(fire, Math.max(0, next - now()));
  }

  function fire(): void {
    const t = now();
    const due = jobs.filter((job) => job.ms <= t + 1);
    jobs = jobs.filter((job) => !due.includes(job));
    for (const job of due) job.run();
    plan();
  }

  function start(): void {
    if (since === null && holds.size === 0) {
      since = win.performance.now();
      plan();
    }
  }

  function stop(): void {
    if (since !== null) {
      elapsed = now();
      since = null;
      plan();
    }
  }

  start();
  return {
    at(ms, run) {
      jobs.push({ ms, run });
      plan();
    },
    hold(reason) {
      holds.add(reason);
      stop();
    },
    release(reason) {
      holds.delete(reason);
      start();
    },
    running: () => since !== null,
    reset() {
      jobs = [];
      elapsed = 0;
      if (since !== null) since = win.performance.now();
      plan();
    },
    dispose() {
      jobs = [];
      win.clearTimeout(timer);
    },
  };
}
