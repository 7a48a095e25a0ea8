import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle, onInteraction, onMedia, onVisible } from './index.ts';

describe('triggers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('interaction with `wakes`: only a touch of those elements inside the host wakes it, once; a click made by a key too', () => {
    document.body.innerHTML = '<form><input name="a"><button type="submit">Send</button></form><button id="outside">x</button>';
    const form = document.querySelector('form')!;
    const run = vi.fn();
    onInteraction(form, run, { wakes: 'button' });
    const fire = (el: Element, type: string) => el.dispatchEvent(new Event(type, { bubbles: true }));
    for (const type of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'touchstart', 'click']) fire(form.querySelector('input')!, type);
    fire(document.querySelector('#outside')!, 'pointerdown');
    expect(run).not.toHaveBeenCalled();
    fire(form.querySelector('button')!, 'click');
    fire(form.querySelector('button')!, 'pointerdown');
    expect(run).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    const cancel = onInteraction(form, other, { wakes: 'button' });
    cancel();
    fire(form.querySelector('button')!, 'focusin');
    expect(other).not.toHaveBeenCalled();
  });

  it('interaction with `wakes` on a host holding none of them: any touch of the host wakes it', () => {
    document.body.innerHTML = '<form><input name="a"></form>';
    const form = document.querySelector('form')!;
    const run = vi.fn();
    onInteraction(form, run, { wakes: 'button' });
    form.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('interaction: a click alone wakes it (a script\'s click(), no press before it), on the host or an `also` element, even one stopped at the document as the held clicks stop it', () => {
    document.body.innerHTML = '<ul id="tabs"><li><a href="#b">B</a></li></ul><a class="review-link" href="#r">r</a><a id="elsewhere" href="#e">e</a>';
    const stopped = new AbortController();
    document.addEventListener('click', (event) => event.stopPropagation(), { capture: true, signal: stopped.signal });
    try {
      for (const [clicked, expected] of [['#elsewhere', 0], ['#tabs a', 1], ['.review-link', 1]] as const) {
        const run = vi.fn();
        const cancel = onInteraction(document.querySelector<HTMLElement>('#tabs')!, run, { also: '.review-link' });
        document.querySelector<HTMLElement>(clicked)!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        expect(run, clicked).toHaveBeenCalledTimes(expected);
        cancel();
      }
    } finally {
      stopped.abort();
    }
  });

  it('idle: waits for requestIdleCallback, with a timeout so a busy page does not starve it', () => {
    const callbacks: Array<() => void> = [];
    const ric = vi.fn((callback: () => void, _options: { timeout: number }) => callbacks.push(callback));
    vi.stubGlobal('requestIdleCallback', ric);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    onIdle(document.createElement('div'), run, {});
    expect(run).not.toHaveBeenCalled();
    expect(ric.mock.calls[0]![1]).toEqual({ timeout: 2000 });
    callbacks[0]!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('idle: falls back to a timer where requestIdleCallback is missing, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    const cancel = onIdle(document.createElement('div'), run, {});
    cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
    onIdle(document.createElement('div'), run, {});
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('visible: one shared observer; runs when the element intersects, once', () => {
    const observed: Element[] = [];
    let notify: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => {};
    const constructed = vi.fn();
    class FakeObserver {
      constructor(callback: typeof notify) {
        constructed();
        notify = callback;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve(el: Element) {
        observed.splice(observed.indexOf(el), 1);
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const a = document.createElement('div');
    const b = document.createElement('div');
    const runA = vi.fn();
    const runB = vi.fn();
    onVisible(a, runA, {});
    const cancelB = onVisible(b, runB, {});
    notify([{ target: a, isIntersecting: false }]);
    expect(runA).not.toHaveBeenCalled();
    notify([{ target: a, isIntersecting: true }]);
    notify([{ target: a, isIntersecting: true }]);
    expect(runA).toHaveBeenCalledTimes(1);
    cancelB();
    notify([{ target: b, isIntersecting: true }]);
    expect(runB).not.toHaveBeenCalled();
    expect(observed).toEqual([]);
    expect(constructed.mock.calls.length).toBeLessThanOrEqual(1);
  });

  it('media: runs at once when the query matches, otherwise when it starts to', () => {
    const listeners: Array<(event: { matches: boolean }) => void> = [];
    let matches = false;
    vi.spyOn(window, 'matchMedia').mockImplementation(
      () =>
        ({
          get matches() {
            return matches;
          },
          addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
          removeEventListener: vi.fn(),
        }) as unknown as MediaQueryList,
    );
    const run = vi.fn();
    onMedia(document.createElement('div'), run, { media: '(max-width: 1200px)' });
    expect(run).not.toHaveBeenCalled();
    listeners[0]!({ matches: false });
    expect(run).not.toHaveBeenCalled();
    listeners[0]!({ matches: true });
    expect(run).toHaveBeenCalledTimes(1);
    matches = true;
    onMedia(document.createElement('div'), run, { media: '(max-width: 1200px)' });
    expect(run).toHaveBeenCalledTimes(2);
  });
});
