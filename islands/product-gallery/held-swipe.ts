/**
 * A swipe on the gallery's slides made before its view was mounted. On a phone the first touch of
 * the slides is what fetches React and embla, and the swipe that touch begins is over before they
 * arrive: flexslider would have slid, so the frame keeps the swipe and the view makes it.
 */

/** flexslider's touch rule: more across than up or down, over 50 px within 550 ms or over half the width. */
export function flexsliderSwipe(dx: number, dy: number, ms: number, width: number): -1 | 0 | 1 {
  const across = Math.abs(dx);
  if (across <= Math.abs(dy) || !((ms < 550 && across > 50) || across > width / 2)) return 0;
  // To the left: the next image.
  return dx < 0 ? 1 : -1;
}

interface Hold {
  /** A swipe made and not yet taken: 1 to the next image, -1 to the previous one. */
  kept: number;
  /** The view's, once it has taken over: a swipe begun before and ended after goes straight to it. */
  give: ((step: number) => void) | null;
}

const holds = new WeakMap<Element, Hold>();

/**
 * Keeps the touch swipes on `viewport` (the frame's, drawn at load) until the view takes them;
 * `rtl` turns their direction round, as the slides run the other way. A gesture begun after the
 * view took over is its own (embla's).
 */
export function holdSwipes(el: Element, viewport: HTMLElement, rtl: boolean): void {
  const hold: Hold = { kept: 0, give: null };
  holds.set(el, hold);
  let start: { x: number; y: number; t: number } | null = null;
  viewport.addEventListener('touchstart', (event) => {
    const touch = event.touches[0];
    start = hold.give || event.touches.length > 1 || !touch ? null : { x: touch.clientX, y: touch.clientY, t: event.timeStamp };
  }, { passive: true });
  viewport.addEventListener('touchend', (event) => {
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const step = flexsliderSwipe(touch.clientX - start.x, touch.clientY - start.y, event.timeStamp - start.t, viewport.clientWidth) * (rtl ? -1 : 1);
    start = null;
    if (!step) return;
    if (hold.give) hold.give(step);
    else hold.kept = step;
  }, { passive: true });
}

/** For the view: `give` gets the swipe kept so far now, and one still under way at its end. */
export function takeSwipes(el: Element, give: (step: number) => void): void {
  const hold = holds.get(el);
  if (!hold) return;
  hold.give = give;
  if (hold.kept) give(hold.kept);
  hold.kept = 0;
}
