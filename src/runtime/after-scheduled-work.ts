/**
 * Resolves after the tasks already queued by React's scheduler: a message posted now is handled
 * after the ones posted before it (the same MessageChannel task queue, first in, first out).
 */
export function afterScheduledWork(win: Window & typeof globalThis): Promise<void> {
  if (typeof win.MessageChannel !== 'function') return new Promise((resolve) => win.setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new win.MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
