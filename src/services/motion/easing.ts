/** x = elapsed / duration, 0..1. */
export type Easing = (x: number) => number;

/** Page Scroll to id's own definition (same curve as jQuery UI's and easings.net's). */
export const easeInOutQuint: Easing = (x) => (x < 0.5 ? 16 * x ** 5 : 1 - (-2 * x + 2) ** 5 / 2);

/** jQuery's default `swing`, which the theme's scroll-to-top animation used. */
export const swing: Easing = (x) => 0.5 - Math.cos(x * Math.PI) / 2;
