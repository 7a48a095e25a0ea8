import type { EmblaCarouselType } from 'embla-carousel';

/**
 * Moves an embla carousel to a slide over exactly `ms` with a CSS transition on the track, which
 * is how Owl Carousel and FlexSlider moved theirs, so the spec's timings hold in milliseconds:
 * embla jumps, and the transition animates the jump. Embla's own scroll is a physics simulation
 * whose `duration` is not a time. 0 ms (reduced motion) jumps. A move during a move retargets
 * the running transition from where the track is.
 *
 * The easing: `ease` (Owl's, set with the duration), or `stylesheet`, flexslider's way: it sets
 * only the track's transition-duration and leaves the property and the easing to the theme's
 * stylesheet (WooCommerce's gives the product gallery's track `cubic-bezier(.795,-.035,0,1)`;
 * without such a rule it is CSS's own `ease`).
 */
export function slideTo(api: Pick<EmblaCarouselType, 'containerNode' | 'scrollTo'>, index: number, ms: number, easing: 'ease' | 'stylesheet' = 'ease'): void {
  const track = api.containerNode();
  track.style.removeProperty('transition');
  if (ms <= 0) track.style.transition = 'none';
  else if (easing === 'ease') track.style.transition = `transform ${ms}ms ease`;
  else track.style.transitionDuration = `${ms}ms`;
  api.scrollTo(index, true);
}

/** The slide `slideTo` should go to for next or previous: none past the ends (no loop). */
export function neighbour(api: EmblaCarouselType, direction: 'next' | 'prev'): number | null {
  if (direction === 'next') return api.canScrollNext() ? api.selectedScrollSnap() + 1 : null;
  return api.canScrollPrev() ? api.selectedScrollSnap() - 1 : null;
}

/** What `slideTo` left on the track, taken off when the carousel is unmounted. */
export function clearSlideTransition(container: HTMLElement): void {
  container.style.removeProperty('transition');
  if (container.getAttribute('style') === '') container.removeAttribute('style');
}
