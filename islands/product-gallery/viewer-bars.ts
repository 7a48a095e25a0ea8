/** PhotoSwipe 4's top bar and its buttons: 44 px (`barsSize.top`, the skin's button height). */
export const BAR = 44;

/**
 * Whether PhotoSwipe 4 (WooCommerce's) fits the image between its bars rather than under them
 * (photoswipe-ui-default.js `_fitControlsInViewport`): in a window without touch, once a mouse
 * has been used, or on a screen wider than 1200 px (`fitControlsWidth`). A phone's image fills
 * the window under its controls.
 */
export const barsFit = (touch: boolean, mouseUsed: boolean, screenWidth: number): boolean => !touch || mouseUsed || screenWidth > 1200;

export interface Padding {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The space PhotoSwipe 4 kept free around the image (`_applyNavBarGaps`): where the bars fit, the
 * top bar above it and the caption below it (its height, or 44 px if it measures nothing), or
 * the top bar's height again for an image without a caption; elsewhere none.
 */
export function barsPadding(fit: boolean, caption: string, captionHeight: () => number): Padding {
  if (!fit) return { top: 0, bottom: 0, left: 0, right: 0 };
  return { top: BAR, bottom: caption ? Math.round(captionHeight()) || BAR : BAR, left: 0, right: 0 };
}
