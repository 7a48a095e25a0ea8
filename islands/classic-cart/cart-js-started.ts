import { UPDATE_CART } from './cart-js-contract.ts';

/**
 * Resolves once cart.js listens: in the very task it started in, before any input after it.
 * cart.js attaches its listeners in its jQuery ready callback and, in the same call, disables
 * "Update cart" (set again even when `prepare` disabled it: the attribute is written all the
 * same, and an observer hears it). jQuery runs each ready callback in a task of its own, and
 * a browser runs input before queued timers: a key pressed between cart.js's callback and a
 * callback of ours queued after it was heard by both, and a shipping method was posted twice
 * (the CI, under load). A change is now either before cart.js's start (it missed it) or after
 * the hand-over (it heard it). Without the button (a theme that took it out) our own ready
 * callback, queued after cart.js's, says it: `ready`.
 */
export function cartJsStarted(host: HTMLElement, ready: (callback: () => void) => unknown): Promise<void> {
  const buttons = Array.from(host.querySelectorAll<HTMLButtonElement | HTMLInputElement>(UPDATE_CART));
  return new Promise<void>((resolve) => {
    const started = () => {
      observer.disconnect();
      resolve();
    };
    // A visitor's edit meanwhile enables the button (`prepare`); cart.js's start disables it.
    const observer = new MutationObserver(() => {
      if (buttons.some((button) => button.disabled)) started();
    });
    for (const button of buttons) observer.observe(button, { attributeFilter: ['disabled'] });
    ready(started);
  });
}
