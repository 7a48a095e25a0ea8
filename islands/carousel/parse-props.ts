import type { IslandContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { pageLanguage, type Language } from '../../src/services/page-language.ts';
import { CAROUSEL_KINDS, CONFIG_GLOBAL, carouselSettings, isCarouselKind, type CarouselKind, type CarouselSettings } from './carousel-config.ts';

export interface CarouselProps {
  host: HTMLElement;
  /** The server element whose children are the slides; embla's container. */
  track: HTMLElement;
  slides: HTMLElement[];
  kind: CarouselKind;
  settings: CarouselSettings;
  lang: Language;
  win: Window;
}

/** WooCommerce's related products (single-product/related.php) are a carousel without a marker. */
export const RELATED_STOCK = 'section.related.products';

/** The element the theme's carousel shortcodes print (`[testimonial]`, `[post]`, `[partners]` …). */
export const CAROUSEL_STOCK = '.theme-carousel';

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

/** The kind, the track and the configuration entry of one carousel element. */
export function parseCarousel(el: HTMLElement, { doc }: IslandContext): ParseResult<CarouselProps> {
  const win = doc.defaultView ?? window;
  const related = el.matches(RELATED_STOCK);
  const kindAttr = related ? 'related' : kindOf(el, win);
  if (kindAttr === null) return invalid(`no carousel kind: no data-carousel, no theme-carousel--<kind> class, and no configuration entry keyed by its id`);
  if (!isCarouselKind(kindAttr)) {
    return invalid(`the carousel kind "${kindAttr}" is not one of ${CAROUSEL_KINDS.join(', ')}`);
  }
  // In the frame's viewport once the entry has drawn the related products' frame.
  const track = el.querySelector<HTMLElement>(related ? ':scope > ul.products, :scope > .theme-carousel__frame > .theme-carousel__viewport > ul.products' : ':scope > .theme-carousel__track');
  if (!track) return invalid(related ? 'no ul.products inside the related products' : 'no .theme-carousel__track inside the carousel');
  const slides = Array.from(track.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0) return invalid('the carousel has no slides');
  const globalName = CONFIG_GLOBAL[kindAttr];
  let raw: unknown;
  if (globalName) {
    if (!el.id) return invalid(`a ${kindAttr} carousel needs the id its ${globalName} configuration entry is keyed by`);
    const table: unknown = (win as unknown as Record<string, unknown>)[globalName];
    raw = table && typeof table === 'object' ? (table as Record<string, unknown>)[el.id] : undefined;
  } else if (kindAttr === 'project-gallery') {
    // The single project template prints its autoplay setting on the element.
    raw = { autoplay: el.getAttribute('data-autoplay') ?? undefined };
  }
  return parsed({ host: el, track, slides, kind: kindAttr, settings: carouselSettings(kindAttr, raw), lang: pageLanguage(doc), win });
}
