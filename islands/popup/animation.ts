/** The open animations Popup Maker knows; the deprecated ones map to their replacement. */
const KNOWN: Record<string, string> = { none: 'none', fade: 'fade', slide: 'slide', fadeAndSlide: 'fadeAndSlide', grow: 'fade', growAndSlide: 'fadeAndSlide' };

/** The animation to run, or null (the caller warns and opens without one) for an unknown name. */
export function animationOf(type: string): string | null {
  return KNOWN[type] ?? null;
}

/** How far outside its place a sliding container starts (px per axis), from `animation_origin`. */
export function slideOffset(origin: string): { x: number; y: number } {
  const tokens = origin.toLowerCase().split(/\s+/);
  const x = tokens.includes('left') ? -100 : tokens.includes('right') ? 100 : 0;
  const y = tokens.includes('top') ? -100 : tokens.includes('bottom') ? 100 : 0;
  return x === 0 && y === 0 ? { x: 0, y: -100 } : { x, y };
}

/**
 * Keyframes and durations of an opening: the overlay fades in over half the speed, then the
 * container animates over the other half (the whole speed when there is no overlay).
 */
export function openAnimation(type: string, origin: string, speed: number, overlayDisabled: boolean) {
  const half = overlayDisabled ? 0 : speed / 2;
  const containerMs = overlayDisabled ? speed : speed / 2;
  const { x, y } = slideOffset(origin);
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
