import { IslandError } from '../../src/runtime/define.ts';
import { itemsPerView } from './carousel-config.ts';
import { carouselAttributes } from './host-attributes.ts';
import { writeAttributes } from '../../src/ui/write-attributes.ts';
import { LABELS } from './labels.ts';
import { carouselProps } from './parse-props.ts';
import { FRAME } from './drawn-frame.ts';

/**
 * WooCommerce's related products drawn as the carousel they become, at load (the product page's preparations), without
 * React: the track in its viewport (the first items in view), the arrows, the carousel's
 * attributes. The same markup the Carousel view renders at its first slide; it has no autoplay,
 * so nothing moves until the visitor touches it, and React and embla arrive then.
 */
export function prepareRelatedProducts(el: HTMLElement, doc: Document): () => void {
  const result = carouselProps(el, 'related', undefined, doc);
  if (!result.ok) throw new IslandError(result.error);
  const { track, slides, kind, settings, lang, win } = result.props;
  // iscarousel off: the plain grid the server printed.
  if (!settings.enabled) return writeAttributes([[el, { 'data-carousel-kind': 'grid' }]]);
  if (el.querySelector(FRAME)) return () => {};
  const perView = itemsPerView(settings.columns, win.innerWidth);
  const restoreAttributes = writeAttributes(carouselAttributes(el, track, slides, kind, lang, { perView, selected: 0, autoplaying: false }));
  const t = LABELS[lang];
  const frame = doc.createElement('div');
  frame.className = 'theme-carousel__frame';
  const viewport = doc.createElement('div');
  viewport.className = 'theme-carousel__viewport';
  viewport.tabIndex = 0;
  track.before(frame);
  viewport.append(track);
  frame.append(viewport);
  if (settings.arrows) {
    const nav = doc.createElement('div');
    nav.className = 'theme-carousel__nav';
    for (const [className, label, glyph, disabled] of [
      ['theme-carousel__prev', t.prev, '‹', true],
      ['theme-carousel__next', t.next, '›', slides.length <= perView],
    ] as const) {
      const button = doc.createElement('button');
      button.type = 'button';
      button.className = className;
      button.setAttribute('aria-label', label);
      button.disabled = disabled;
      const icon = doc.createElement('span');
      icon.setAttribute('aria-hidden', 'true');
      icon.textContent = glyph;
      button.append(icon);
      nav.append(button);
    }
    frame.append(nav);
  }
  return () => {
    frame.replaceWith(track);
    restoreAttributes();
  };
}
