/**
 * Sends JSON without holding up the page: `navigator.sendBeacon`, or when the browser refuses
 * (none, or its queue is full) a keepalive request that outlives a navigation.
 */
export function sendJson(win: Window, url: string, body: unknown): void {
  const json = JSON.stringify(body);
  const beacon = typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(url, new Blob([json], { type: 'application/json' }));
  if (beacon) return;
  void win
    .fetch(url, { method: 'POST', keepalive: true, redirect: 'manual', credentials: 'same-origin', headers: { 'Content-Type': 'application/json;charset=UTF-8' }, body: json })
    .catch(() => {
      // Analytics is best effort: a lost record must not bother the visitor.
    });
}
