/**
 * Gives the browser a chance to paint and handle input between slices of work.
 * `scheduler.yield()` keeps our continuation ahead of other queued tasks where it exists;
 * a MessageChannel post is the fallback (setTimeout(0) is clamped to 4 ms after nesting).
 */
interface SchedulerWithYield {
  yield(): Promise<void>;
}

export function yieldToMain(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (scheduler && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
