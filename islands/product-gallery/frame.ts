import { holdSwipes } from './flexslider-swipe.ts';
import { clickedSlide, openViewerAt, warmViewer } from './open-viewer.ts';
import { parseProductGallery, type GallerySlide, type ProductGalleryProps } from './parse-props.ts';

const VIEWPORT = ':scope > .flex-viewport';
const TRIGGER = ':scope > .woocommerce-product-gallery__trigger';
const THUMBS = ':scope > ol.flex-control-thumbs';

/** The frame's nodes, which the gallery's view drives. */
export interface GalleryFrame {
  /** The slides' sliding viewport: a gallery that slides has one, one of a single image none (as flexslider's). */
  viewport: HTMLElement | null;
  thumbs: HTMLImageElement[];
  trigger: HTMLElement | null;
}

export function frameOf(el: HTMLElement): GalleryFrame {
  return {
    viewport: el.querySelector<HTMLElement>(VIEWPORT),
    thumbs: Array.from(el.querySelectorAll<HTMLImageElement>(`${THUMBS} > li > img`)),
    trigger: el.querySelector<HTMLElement>(TRIGGER),
  };
}
/**
 * The gallery as flexslider leaves it at start-up, drawn at load without React: the slides
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
  // Drawn once: a gallery that slides is known by its viewport, one of a single image by its
  // trigger, all the frame draws for it (a trigger a theme printed does not stop a slider's frame).
  if (!el.querySelector(result.props.slider ? VIEWPORT : TRIGGER)) frame(result.props);
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
  // flexslider starts only for more than one image: a single image's wrapper stays where the
  // template put it, with no viewport around it for a theme's `.flex-viewport` rules to find.
  if (!slider) return;
  const viewport = doc.createElement('div');
  viewport.className = 'flex-viewport';
  wrapper.replaceWith(viewport);
  viewport.append(wrapper);
  // A mouse swipe must slide, not drag an image (or its link) away as the browser's own drag,
  // which ends the pointer's events (pointercancel). embla cancels drags once it is there; a
  // swipe made while its chunk is on the way needs this. The listener goes with the viewport.
  viewport.addEventListener('dragstart', (event) => event.preventDefault());
  holdSwipes(el, viewport, rtl);
  const list = doc.createElement('ol');
  list.className = 'flex-control-nav flex-control-thumbs';
  const thumbs = slides.map((slide, at) => {
    const img = doc.createElement('img');
    img.src = slide.thumb;
    if (slide.thumbSrcset) img.srcset = slide.thumbSrcset;
    if (slide.thumbSizes) img.sizes = slide.thumbSizes;
    img.alt = slide.thumbAlt;
    img.width = 100;
    img.height = 100;
    img.draggable = false;
    img.setAttribute('role', 'button');
    img.tabIndex = 0;
    img.setAttribute('aria-label', slide.thumbAlt || `${at + 1}`);
    const li = doc.createElement('li');
    li.append(img);
    list.append(li);
    return img;
  });
  markShown(thumbs, slides, 0);
  viewport.after(list);
  // The variation form's "back to the first slide" (at its start, and for a variation's image)
  // while the frame shows a thumbnail's slide (its answer, below), before the view: it goes back
  // as flexslider's would. Once the view is there, embla places the track (a translate3d) and the
  // view hears the event itself; after an undo the track has no transform: the listener, left on
  // the gallery, does nothing then. It hears emitWc's mirror, as the runtime holds events: onWc
  // without jQuery on the page keeps its subscription in a list of the window's, which kept every
  // gallery a quick view had shown and closed.
  el.addEventListener('wc:woocommerce_gallery_reset_slide_position', () => {
    if (wrapper.style.transform.startsWith('translateX')) slideFrame(wrapper, rtl, thumbs, slides, 0);
  });
}

/**
 * The frame at slide `at`, as flexslider slides: the track moved by whole slides, which
 * WooCommerce's stylesheet eases over flexslider's 0.5 s (its transition on the slides'
 * wrapper), and the slide marked, where the view starts once mounted.
 */
function slideFrame(wrapper: HTMLElement, rtl: boolean, thumbs: readonly HTMLElement[], slides: readonly GallerySlide[], at: number): void {
  wrapper.style.transform = `translateX(${(rtl ? 100 : -100) * at}%)`;
  markShown(thumbs, slides, at);
}

/**
 * flexslider's marks of the slide shown: the slide's `flex-active-slide` (which themes style, and
 * theme.css's smoothHeight reads) and its thumbnail's `flex-active` (with aria-current, for a
 * screen reader). The frame marks the first, an answered thumbnail its own, the view each after.
 */
export function markShown(thumbs: readonly HTMLElement[], slides: readonly GallerySlide[], shown: number): void {
  thumbs.forEach((img, at) => {
    img.classList.toggle('flex-active', at === shown);
    if (at === shown) img.setAttribute('aria-current', 'true');
    else img.removeAttribute('aria-current');
  });
  slides.forEach((slide, at) => slide.el.classList.toggle('flex-active-slide', at === shown));
}

/** The slide the frame shows (marked by `markShown`): where the viewer opens from the trigger, and the view starts. */
export function shownSlide(slides: readonly GallerySlide[]): number {
  return Math.max(0, slides.findIndex((slide) => slide.el.classList.contains('flex-active-slide')));
}

/** Takes the drawn frame away again: the server's slides back in place. */
function unframe(el: HTMLElement): void {
  const viewport = el.querySelector<HTMLElement>(VIEWPORT);
  const wrapper = viewport?.querySelector<HTMLElement>(':scope > .woocommerce-product-gallery__wrapper');
  if (viewport && wrapper) viewport.replaceWith(wrapper);
  // An answered thumbnail's slide (the view's own placement is taken off by embla's destroy).
  wrapper?.style.removeProperty('transform');
  el.querySelector(TRIGGER)?.remove();
  el.querySelector(THUMBS)?.remove();
  for (const slide of el.querySelectorAll('.flex-active-slide')) slide.classList.remove('flex-active-slide');
}

/**
 * A click before React and embla arrived, answered at once, without React. A thumbnail slides the
 * frame to its image (on a phone's slow line the view comes seconds later, and starts there).
 * The magnifier trigger or a slide's image link (or Space on the trigger) opens the viewer on the
 * slide shown or on that image, without waiting for the view, which the runtime mounts once it
 * is open.
 */
export function answerProductGallery(el: HTMLElement, target: HTMLElement, doc: Document): boolean | Promise<void> {
  const result = parseProductGallery(el, { name: 'product-gallery', doc });
  if (!result.ok) return false;
  const { slides, lang, wrapper, rtl } = result.props;
  const { thumbs } = frameOf(el);
  const thumb = thumbs.indexOf(target as HTMLImageElement);
  if (thumb >= 0) {
    slideFrame(wrapper, rtl, thumbs, slides, thumb);
    return true;
  }
  if (!result.props.viewer) return false;
  const at = target.matches('.woocommerce-product-gallery__trigger') ? shownSlide(slides) : clickedSlide(target, slides);
  if (at < 0) return false;
  return openViewerAt(el, doc, slides.map((candidate) => candidate.el), at, lang);
}
