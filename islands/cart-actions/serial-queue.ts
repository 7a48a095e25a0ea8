/**
 * Runs tasks one after another, as WooCommerce queues add-to-cart requests: the next starts when
 * the previous one has settled, whether it succeeded or failed.
 */
export interface SerialQueue {
  add<T>(task: () => Promise<T>): Promise<T>;
}

export function serialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    add(task) {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}
