import type { EmblaCarouselType } from 'embla-carousel';

/**
 * Moves an embla carousel to a slide over exactly `ms` with CSS `ease`, which is how Owl Carousel
 * and FlexSlider moved theirs (a CSS transition on the track), so the spec's timings hold in
 * milliseconds: embla jumps, and a transition on its container animates the jump. Embla's own
 * scroll is a physics simulation whose `duration` is not a time. 0 ms (reduced motion) jumps.
 * A move during a move retargets the running transition from where the track is.
 */
export function slideTo(api: EmblaCarouselType, index: number, ms: number): void {
  api.containerNode().style.transition = ms > 0 ? `transform ${ms}ms ease` : 'none';
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
