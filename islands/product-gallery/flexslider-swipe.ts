/**
 * WooCommerce's gallery is flexslider, whose touch rule says where a swipe on the slides goes;
 * ours is embla, which judges by the finger's speed at the release. Every one-finger swipe is
 * judged here by flexslider's rule: one made before the view was mounted is kept for it (on a
 * phone the first touch of the slides is what fetches React and embla, and the swipe that touch
 * begins is over before they arrive), and once the view is there it sends embla where flexslider
 * would have gone.
 */

/** flexslider's touch rule: more across than up or down, over 50 px within 550 ms or over half the width. */
export function flexsliderSwipe(dx: number, dy: number, ms: number, width: number): -1 | 0 | 1 {
  const across = Math.abs(dx);
  if (across <= Math.abs(dy) || !((ms < 550 && across > 50) || across > width / 2)) return 0;
  // To the left: the next image.
  return dx < 0 ? 1 : -1;
}

/**
 * Calls `onSwipe` as each one-finger touch on `viewport` ends, with its step by flexslider's rule
 * (1 the next image, -1 the previous one, 0 none; `rtl` turns it round, as the slides run the
 * other way), timed by `Date` as flexslider times it.
 */
export function watchSwipes(viewport: HTMLElement, rtl: boolean, onSwipe: (step: number) => void, signal?: AbortSignal): void {
  let start: { x: number; y: number; t: number } | null = null;
  viewport.addEventListener('touchstart', (event) => {
    const touch = event.touches[0];
    start = event.touches.length > 1 || !touch ? null : { x: touch.clientX, y: touch.clientY, t: Date.now() };
  }, { passive: true, signal });
  viewport.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const step = flexsliderSwipe(touch.clientX - start.x, touch.clientY - start.y, Date.now() - start.t, viewport.clientWidth) * (rtl ? -1 : 1);
    start = null;
    onSwipe(step);
  }, { passive: true, signal });
}

interface Hold {
  /** A swipe made and not yet taken: 1 to the next image, -1 to the previous one. */
  kept: number;
  /** The view's, once it has taken over: a swipe begun before and ended after goes straight to it. */
  give: ((step: number) => void) | null;
}

const holds = new WeakMap<Element, Hold>();

/**
 * Keeps the touch swipes on `viewport` (the frame's, drawn at load) until the view takes them.
 * The gesture under way when the view takes over is still judged here (the view did not see it
 * begin) and given to the view; then the hold stops listening: every later gesture is the
 * view's alone (embla's, judged by its own `watchSwipes`), not judged twice.
 */
export function holdSwipes(el: Element, viewport: HTMLElement, rtl: boolean): void {
  const hold: Hold = { kept: 0, give: null };
  holds.set(el, hold);
  const holding = new AbortController();
  const { signal } = holding;
  viewport.addEventListener('touchstart', () => void (hold.give && holding.abort()), { passive: true, signal });
  watchSwipes(viewport, rtl, (step) => {
    if (hold.give) holding.abort();
    if (!step) return;
    if (hold.give) hold.give(step);
    else hold.kept = step;
  }, signal);
}

/** For the view: `give` gets the swipe kept so far now, and one still under way at its end. */
export function takeSwipes(el: Element, give: (step: number) => void): void {
  const hold = holds.get(el);
  if (!hold) return;
  hold.give = give;
  if (hold.kept) give(hold.kept);
  hold.kept = 0;
}
