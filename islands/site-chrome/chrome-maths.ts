/** The numbers of the theme's header, parallax and Page Scroll to id, without a DOM. */

/** At this width and narrower the theme's mobile header applies (its only breakpoint). */
export const MOBILE_MAX_WIDTH = 1200;

export interface HeaderHeights {
  contactStrip: number;
  topbar: number;
  /** The viewport is 1200 px wide or narrower. */
  narrow: boolean;
  /** The theme option "hide top bar on mobile" is on. */
  topbarHiddenOnMobile: boolean;
}

/**
 * Scrolled past this many pixels, the header is minimized (sticky): the contact strip and the
 * top bar together; on narrow screens only the top bar, or nothing when it is hidden there.
 */
export function stickyThreshold({ contactStrip, topbar, narrow, topbarHiddenOnMobile }: HeaderHeights): number {
  if (!narrow) return contactStrip + topbar;
  return topbarHiddenOnMobile ? 0 : topbar;
}

/** The transparent header's top offset: below the admin bar when a logged-in admin sees it. */
export const transparentHeaderTop = (adminBar: boolean): number => (adminBar ? 42 : 10);

/** Ian Lunn's jQuery parallax as the theme called it: `.parallax('50%', 0.6)`. */
export const PARALLAX = { x: '50%', speed: 0.6 } as const;

/**
 * The background offset of a parallax element, or null while it is out of view (left alone
 * then, as the plugin did). `firstTop` is the element's document top when it was set up.
 */
export function parallaxOffset(firstTop: number, top: number, height: number, scrollY: number, viewport: number): number | null {
  if (top + height < scrollY || top > scrollY + viewport) return null;
  return Math.round((firstTop - scrollY) * PARALLAX.speed);
}

/** autoScrollSpeed: longer distances (as a share of the document) take proportionally longer. */
export function pageScrollDuration(distance: number, docHeight: number, speed: number): number {
  if (docHeight <= 0) return speed;
  return speed + (speed * Math.floor((Math.abs(distance) / docHeight) * 100)) / 100;
}

/** Where the page scrolls for a target: its top minus the offset, never past the page end (`pageEndSmoothScroll`). */
export function pageScrollEnd(targetTop: number, docHeight: number, viewport: number, offset: number, pageEnd = true): number {
  const to = Math.max(0, targetTop - offset);
  return pageEnd ? Math.min(to, Math.max(0, docHeight - viewport)) : to;
}

/**
 * The plugin's "current target" test: a target is highlighted while its box spans enough of the
 * viewport. The two lines sum to the viewport height and move with the target's height.
 */
export function isCurrentTarget(rectTop: number, rectBottom: number, viewport: number): boolean {
  const height = rectBottom - rectTop;
  if (viewport <= 0) return false;
  return rectTop <= viewport / (1 + height / viewport) && rectBottom >= viewport / (1 + viewport / Math.max(height, 1));
}

/** Scroll to top: shown once scrolled past one window height; 1200 ms back to the top. */
export const SCROLL_TOP = { duration: 1200 } as const;
export const showScrollTop = (scrollY: number, viewport: number): boolean => scrollY > viewport;
