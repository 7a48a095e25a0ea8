/** The open animations Popup Maker knows; the deprecated ones map to their replacement. */
const KNOWN: Record<string, string> = { none: 'none', fade: 'fade', slide: 'slide', fadeAndSlide: 'fadeAndSlide', grow: 'fade', growAndSlide: 'fadeAndSlide' };

/** The animation to run, or null (the caller warns and opens without one) for an unknown name. */
export function animationOf(type: string): string | null {
  return KNOWN[type] ?? null;
}

/** A container's box in the window (px), as placed. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How far beyond the window's edge a container sliding in from above or below starts (Popup Maker's `top+100`). */
const SLIDE_MARGIN = 100;

/**
 * Where a sliding container starts, as a shift from its place `box` in a window of `viewport`
 * (px per axis), from `animation_origin` as Popup Maker's animation_origin reads it: from outside
 * the window. A single side keeps the other axis (`top`: from above, 100 px clear of the edge;
 * `left`: from just beyond the left edge); a pair of tokens names both axes (`left top` from the
 * corner), an axis it leaves out, or `center`, starting at the window's centre.
 */
export function slideFrom(origin: string, viewport: { width: number; height: number }, box: Box): { x: number; y: number } {
  const tokens = origin.toLowerCase().split(/\s+/).filter(Boolean);
  const above = -box.height - SLIDE_MARGIN;
  const below = viewport.height + SLIDE_MARGIN;
  const single = tokens.length === 1 ? tokens[0] : '';
  const left = single === 'top' || single === 'bottom' ? box.left : tokens.includes('left') ? -box.width : tokens.includes('right') ? viewport.width : (viewport.width - box.width) / 2;
  const top = single === 'left' || single === 'right' ? box.top : tokens.includes('top') ? above : tokens.includes('bottom') ? below : (viewport.height - box.height) / 2;
  return { x: Math.round(left - box.left), y: Math.round(top - box.top) };
}

/**
 * Keyframes and durations of an opening: the overlay fades in over half the speed, then the
 * container animates over the other half (the whole speed when there is no overlay); a slide
 * starts `slide` away from its place (slideFrom).
 */
export function openAnimation(type: string, slide: { x: number; y: number }, speed: number, overlayDisabled: boolean) {
  const half = overlayDisabled ? 0 : speed / 2;
  const containerMs = overlayDisabled ? speed : speed / 2;
  const { x, y } = slide;
  const from = `translate(${x}px, ${y}px)`;
  const container: Keyframe[] =
    type === 'fade'
      ? [{ opacity: 0 }, { opacity: 1 }]
      : type === 'slide'
        ? [{ transform: from }, { transform: 'none' }]
        : type === 'fadeAndSlide'
          ? [{ opacity: 0, transform: from }, { opacity: 1, transform: 'none' }]
          : [];
  return {
    overlay: { keyframes: type === 'none' ? [] : [{ opacity: 0 }, { opacity: 1 }], duration: type === 'none' ? 0 : half },
    container: { keyframes: container, duration: type === 'none' ? 0 : containerMs, delay: type === 'none' ? 0 : half },
  };
}

/** Popup Maker closes with jQuery's 'fast' fade whatever the open animation was. */
export const CLOSE_MS = 200;
