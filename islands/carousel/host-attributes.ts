import type { CarouselKind } from './carousel-config.ts';
import { LABELS } from './labels.ts';
import type { Language } from '../../src/services/page-language.ts';
import type { AttributeTargets } from '../../src/ui/write-attributes.ts';

export interface CarouselState {
  perView: number;
  selected: number;
  autoplaying: boolean;
}

/**
 * The carousel pattern's attributes on the server's host, track and slides for one state (null
 * removes one): what the view keeps in step, and what the entry writes at load for the related
 * products before the view arrives.
 */
export function carouselAttributes(host: HTMLElement, track: HTMLElement, slides: readonly HTMLElement[], kind: CarouselKind, lang: Language, { perView, selected, autoplaying }: CarouselState): AttributeTargets {
  const t = LABELS[lang];
  // A list track keeps its list semantics (items already say "1 of 3"); other slides are groups.
  const listTrack = track.tagName === 'UL' || track.tagName === 'OL';
  return [
    [
      host,
      {
        role: host.tagName === 'SECTION' ? null : 'region',
        'aria-roledescription': 'carousel',
        // Named by the section's own heading where it has one ("Related products, carousel"), as
        // a screen reader lists the page's regions; "Carousel" says nothing of which.
        ...(host.hasAttribute('aria-label') || host.hasAttribute('aria-labelledby') ? {} : { 'aria-label': host.querySelector(':scope > :is(h2, h3)')?.textContent?.trim() || t.carousel }),
        'data-carousel-kind': kind,
        'data-per-view': String(perView),
        'data-carousel-index': String(selected),
        'data-autoplay': autoplaying ? 'running' : 'stopped',
        style: [(host.getAttribute('style') ?? '').replace(/;?--carousel-per-view:\d+/, ''), `--carousel-per-view:${perView}`].filter(Boolean).join(';'),
      },
    ],
    [track, { 'aria-live': autoplaying ? 'off' : 'polite', 'aria-atomic': 'false' }],
    ...(listTrack ? [] : slides.map((slide, index) => [slide, { role: 'group', 'aria-roledescription': 'slide', 'aria-label': t.slide(index + 1, slides.length) }] as const)),
  ];
}
