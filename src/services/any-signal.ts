/**
 * One signal that aborts as soon as any of `signals` does, with its reason: `AbortSignal.any`,
 * which Safari has only from 17.4 and Firefox from 124 (an iPhone 8 or X stays on Safari 16).
 * Without it every call to the site threw before it was sent, and the mini cart never refreshed.
 * Where it is missing, a controller that the first signal to abort aborts; its listeners on the
 * others are removed with it.
 */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  if (AbortSignal.any) return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { signal: controller.signal });
  }
  return controller.signal;
}
