/**
 * Resolves in the task after the next frame is painted (a requestAnimationFrame callback runs
 * before the paint; the task it queues runs after it). With `capMs`, resolves then at the latest:
 * a hidden tab paints no frame.
 */
export function afterNextPaint(win: Window, capMs?: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const cap = capMs === undefined ? undefined : win.setTimeout(resolve, capMs);
    win.requestAnimationFrame(() => {
      if (cap !== undefined) win.clearTimeout(cap);
      win.setTimeout(resolve, 0);
    });
  });
}
