import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { pageLanguage, type Language } from '../../src/services/page-language.ts';
import { carouselSettings, type CarouselKind, type CarouselSettings } from './carousel-config.ts';

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

/**
 * A carousel's props once its kind and configuration entry are known: its track (in the frame's
 * viewport once the entry has drawn the related products' frame) and slides, and its settings.
 * Shared by the entry (the related products, drawn at load) and the carousel island.
 */
export function carouselProps(el: HTMLElement, kind: CarouselKind, raw: unknown, doc: Document): ParseResult<CarouselProps> {
  const related = kind === 'related';
  const track = el.querySelector<HTMLElement>(related ? ':scope > ul.products, :scope > .theme-carousel__frame > .theme-carousel__viewport > ul.products' : ':scope > .theme-carousel__track');
  if (!track) return invalid(related ? 'no ul.products inside the related products' : 'no .theme-carousel__track inside the carousel');
  const slides = Array.from(track.children).filter((child): child is HTMLElement => child instanceof HTMLElement);
  if (slides.length === 0) return invalid('the carousel has no slides');
  return parsed({ host: el, track, slides, kind, settings: carouselSettings(kind, raw), lang: pageLanguage(doc), win: doc.defaultView ?? window });
}
