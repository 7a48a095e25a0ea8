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

/**
 * The page's one queue of cart requests, as add-to-cart.js's `addRequest`: the adds and the mini
 * cart's removals alike, each sent once the one before it has settled (its fragments in the page).
 * WooCommerce saves the cart's session whole at the end of each request, so two at once end with
 * the cart of whichever finishes last: an item removed during an add came back, on the server too.
 */
export const cartRequests = serialQueue();
