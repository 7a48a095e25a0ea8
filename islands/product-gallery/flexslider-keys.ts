/**
 * flexslider's keyboard, which WooCommerce leaves on (`keyboard: true`): the left and right arrow
 * keys, released anywhere on the page, turn the gallery when it is the page's only one
 * (`multipleKeyboard` false, judged at its start), not while it slides; `rtl` swaps them. Two
 * deliberate differences: a key released in a field being typed in (the quantity, a review, a
 * variation's select) or with Alt, Ctrl or Meta held (the browser's shortcuts) is left alone;
 * flexslider turned the gallery as the caret moved.
 */

/** The step an arrow key's release takes: 1 to the next image, -1 to the previous one, 0 none. */
export function arrowStep(key: string, rtl: boolean): -1 | 0 | 1 {
  const step = key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return (rtl ? -step : step) as -1 | 0 | 1;
}

/** Whether a key event belongs to something else than the page: a field typed in, or a shortcut. */
export function keyForOthers(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return event.altKey || event.ctrlKey || event.metaKey || Boolean(target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])'));
}
