import { holdSwipes } from './flexslider-swipe.ts';
import { clickedSlide, openViewerAt, warmViewer } from './open-viewer.ts';
import { parseProductGallery, type ProductGalleryProps } from './parse-props.ts';

const VIEWPORT = ':scope > .flex-viewport';
const TRIGGER = ':scope > .woocommerce-product-gallery__trigger';
const THUMBS = ':scope > ol.flex-control-thumbs';

/** The frame's nodes, which the gallery's view drives. */
export interface GalleryFrame {
  viewport: HTMLElement;
  thumbs: HTMLImageElement[];
  trigger: HTMLElement | null;
}

export function frameOf(el: HTMLElement): GalleryFrame | null {
  const viewport = el.querySelector<HTMLElement>(VIEWPORT);
  if (!viewport) return null;
  return {
    viewport,
    thumbs: Array.from(el.querySelectorAll<HTMLImageElement>(`${THUMBS} > li > img`)),
    trigger: el.querySelector<HTMLElement>(TRIGGER),
  };
}
/**
 * The gallery as flexslider leaves it at start-up, drawn in the entry without React: the slides
 * in their viewport (the first one shown), the magnifier trigger and the row of thumbnails, the
 * gallery made visible (the template prints it at opacity 0). React and embla arrive at the first
 * touch of the gallery and drive these nodes (the ProductGallery view renders none of its own).
 */
export function prepareProductGallery(el: HTMLElement, doc: Document): () => void {
  const opacity = el.style.opacity;
  const undo = () => {
    unframe(el);
    // Without the island the slides are a plain column of images: still shown.
    el.style.opacity = '1';
  };
  el.style.opacity = '1';
  const result = parseProductGallery(el, { name: 'product-gallery', doc });
  // A theme's own gallery markup under the stock class (no __wrapper of slides): only shown.
  if (!result.ok) return () => void (el.style.opacity = opacity);
  if (!el.querySelector(VIEWPORT)) frame(result.props);
  if (!result.props.viewer) return undo;
  const stopWarming = warmViewer(el);
  return () => {
    stopWarming();
    undo();
  };
}

function frame({ el, doc, wrapper, slides, slider, trigger, triggerText, rtl }: ProductGalleryProps): void {
  if (trigger) {
    const link = doc.createElement('a');
    link.href = '#';
    link.setAttribute('role', 'button');
    link.className = 'woocommerce-product-gallery__trigger';
    link.setAttribute('aria-haspopup', 'dialog');
    link.setAttribute('aria-label', triggerText);
    const icon = doc.createElement('span');
    icon.setAttribute('aria-hidden', 'true');
    icon.textContent = '🔍';
    link.append(icon);
    el.prepend(link);
    // Space opens the viewer, as WooCommerce's keydown does (Enter is the link's own click), here
    // before the view comes: once it is mounted, the view takes Space first (on the current image)
    // and this leaves it.
    link.addEventListener('keydown', (event) => {
      if (event.key !== ' ' || event.defaultPrevented) return;
      event.preventDefault();
      void answerProductGallery(el, link, doc);
    });
  }
  const viewport = doc.createElement('div');
  viewport.className = 'flex-viewport';
  wrapper.replaceWith(viewport);
  viewport.append(wrapper);
  if (!slider) return;
  // A mouse swipe must slide, not drag an image (or its link) away as the browser's own drag,
  // which ends the pointer's events (pointercancel). embla cancels drags once it is there; a
  // swipe made while its chunk is on the way needs this. The listener goes with the viewport.
  viewport.addEventListener('dragstart', (event) => event.preventDefault());
  holdSwipes(el, viewport, rtl);
  // flexslider's mark of the slide shown, which themes style.
  slides[0]?.el.classList.add('flex-active-slide');
  const list = doc.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs';
  slides.forEach((slide, at) => {
    const img = doc.createElement('img');
    img.src = slide.thumb;
    if (slide.thumbSrcset) img.srcset = slide.thumbSrcset;
    if (slide.thumbSizes) img.sizes = slide.thumbSizes;
    img.alt = slide.thumbAlt;
    img.width = 100;
    img.height = 100;
    img.draggable = false;
    if (at === 0) {
      img.className = 'flex-active';
      img.setAttribute('aria-current', 'true');
    }
    img.setAttribute('role', 'button');
    img.tabIndex = 0;
    img.setAttribute('aria-label', slide.thumbAlt || `${at + 1}`);
    const li = doc.createElement('li');
    li.append(img);
    list.append(li);
  });
  viewport.after(list);
}

/** Takes the drawn frame away again: the server's slides back in place. */
function unframe(el: HTMLElement): void {
  const viewport = el.querySelector<HTMLElement>(VIEWPORT);
  const wrapper = viewport?.querySelector<HTMLElement>(':scope > .woocommerce-product-gallery__wrapper');
  if (viewport && wrapper) viewport.replaceWith(wrapper);
  el.querySelector(TRIGGER)?.remove();
  el.querySelector(THUMBS)?.remove();
  for (const slide of el.querySelectorAll('.flex-active-slide')) slide.classList.remove('flex-active-slide');
}

/**
 * A click on the magnifier trigger or on a slide's image link (or Space on the trigger) before
 * React arrived: the viewer opens at once on that image (the frame shows the first slide),
 * without waiting for React and embla, which the runtime mounts once it is open.
 */
export function answerProductGallery(el: HTMLElement, target: HTMLElement, doc: Document): false | Promise<void> {
  const result = parseProductGallery(el, { name: 'product-gallery', doc });
  if (!result.ok || !result.props.viewer) return false;
  const { slides, lang } = result.props;
  const at = target.matches('.woocommerce-product-gallery__trigger') ? 0 : clickedSlide(target, slides);
  if (at < 0) return false;
  return openViewerAt(el, doc, slides.map((candidate) => candidate.el), at, lang);
}
