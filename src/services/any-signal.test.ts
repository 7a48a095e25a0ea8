import { afterEach, describe, expect, it, vi } from 'vitest';
import { anySignal } from './any-signal.ts';

/** A browser without AbortSignal.any (Safari before 17.4). */
function stubWithoutAny(): void {
  const Signal = class extends AbortSignal {};
  Object.defineProperty(Signal, 'any', { value: undefined });
  vi.stubGlobal('AbortSignal', Signal);
}

describe('anySignal', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Both ways: the browser's AbortSignal.any, and a browser without it (Safari before 17.4).
  for (const native of [true, false]) {
    describe(native ? 'with AbortSignal.any' : 'without AbortSignal.any (Safari before 17.4)', () => {
      const withoutAny = () => {
        if (!native) stubWithoutAny();
      };

      it('aborts when the first of its signals aborts, with that reason; not before', () => {
        withoutAny();
        const page = new AbortController();
        const request = new AbortController();
        const combined = anySignal([page.signal, request.signal]);
        expect(combined.aborted).toBe(false);
        request.abort('superseded');
        expect(combined.aborted).toBe(true);
        expect(combined.reason).toBe('superseded');
        page.abort('unmounted');
        expect(combined.reason).toBe('superseded');
      });

      it('is aborted at once when one of its signals already is, with its reason', () => {
        withoutAny();
        const done = new AbortController();
        done.abort('gone');
        const combined = anySignal([new AbortController().signal, done.signal]);
        expect(combined.aborted).toBe(true);
        expect(combined.reason).toBe('gone');
      });

      it('aborts on a time-out signal', async () => {
        withoutAny();
        const combined = anySignal([new AbortController().signal, AbortSignal.timeout(10)]);
        await new Promise((resolve) => combined.addEventListener('abort', resolve));
        expect((combined.reason as DOMException).name).toBe('TimeoutError');
      });
    });
  }

  it('without AbortSignal.any, once it has aborted it no longer listens to the others', () => {
    stubWithoutAny();
    const page = new AbortController();
    const added = vi.spyOn(page.signal, 'addEventListener');
    const request = new AbortController();
    const combined = anySignal([page.signal, request.signal]);
    expect(added).toHaveBeenCalledTimes(1);
    // The listener is bound to the combined signal: removed when that aborts, so a page's
    // long-lived signal does not keep one listener per finished request.
    expect((added.mock.calls[0]![2] as AddEventListenerOptions).signal).toBe(combined);
    request.abort();
    expect(combined.aborted).toBe(true);
  });
});
