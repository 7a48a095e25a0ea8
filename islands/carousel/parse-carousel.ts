import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, type ParseResult } from '../../src/runtime/parse-result.ts';
import { CAROUSEL_KINDS, CONFIG_GLOBAL, isCarouselKind } from './carousel-config.ts';
import { carouselProps, type CarouselProps } from './parse-props.ts';
import { RELATED_STOCK } from './related-stock.ts';

/**
 * The kind of a carousel: `data-carousel` when the theme marks it, else its
 * `theme-carousel--<kind>` class, else the shortcode configuration object holding its id.
 */
function kindOf(el: HTMLElement, win: Window): string | null {
  const marked = el.getAttribute('data-carousel');
  if (marked !== null) return marked;
  const modifier = Array.from(el.classList).find((name) => name.startsWith('theme-carousel--'));
  if (modifier) return modifier.slice('theme-carousel--'.length);
  if (!el.id) return null;
  const configured = Object.entries(CONFIG_GLOBAL).find(([, global]) => {
    const table: unknown = (win as unknown as Record<string, unknown>)[global];
    return !!table && typeof table === 'object' && Object.hasOwn(table, el.id);
  });
  return configured ? configured[0] : null;
}

/**
 * Any carousel: WooCommerce's related products, or one of the theme's with its kind and its
 * configuration entry. Only the island's chunk reads the theme's carousels, so this is not in
 * the code every page loads.
 */
export function parseCarousel(el: HTMLElement, { doc }: ParseContext): ParseResult<CarouselProps> {
  if (el.matches(RELATED_STOCK)) return carouselProps(el, 'related', undefined, doc);
  const win = doc.defaultView ?? window;
  const kind = kindOf(el, win);
  if (kind === null) return invalid('no carousel kind: no data-carousel, no theme-carousel--<kind> class, and no configuration entry keyed by its id');
  if (!isCarouselKind(kind)) return invalid(`the carousel kind "${kind}" is not one of ${CAROUSEL_KINDS.join(', ')}`);
  const globalName = CONFIG_GLOBAL[kind];
  let raw: unknown;
  if (globalName) {
    if (!el.id) return invalid(`a ${kind} carousel needs the id its ${globalName} configuration entry is keyed by`);
    const table: unknown = (win as unknown as Record<string, unknown>)[globalName];
    raw = table && typeof table === 'object' ? (table as Record<string, unknown>)[el.id] : undefined;
  } else if (kind === 'project-gallery') {
    // The single project template prints its autoplay setting on the element.
    raw = { autoplay: el.getAttribute('data-autoplay') ?? undefined };
  }
  return carouselProps(el, kind, raw, doc);
}
