import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { singleProductParams } from '../../src/services/params/single-product-params.ts';
import { pageLanguage, type Language } from '../../src/services/page-language.ts';

export interface GallerySlide {
  el: HTMLElement;
  thumb: string;
  thumbAlt: string;
  thumbSrcset: string | undefined;
  thumbSizes: string | undefined;
}

export interface ProductGalleryProps {
  el: HTMLElement;
  doc: Document;
  lang: Language;
  wrapper: HTMLElement;
  slides: GallerySlide[];
  /** Thumbnails and sliding (flexslider_enabled, more than one image). */
  slider: boolean;
  /** The full-screen viewer (photoswipe_enabled). */
  viewer: boolean;
  /** The magnifier trigger: WooCommerce prints it when zoom and the viewer are both on. */
  trigger: boolean;
  /** The hover zoom (zoom_enabled). */
  zoom: boolean;
  triggerText: string;
  rtl: boolean;
}

/** The gallery's list of slides: in the frame's viewport once the preparation has drawn it. */
export function galleryWrapper(el: HTMLElement): HTMLElement | null {
  return el.querySelector<HTMLElement>(':scope > .woocommerce-product-gallery__wrapper, :scope > .flex-viewport > .woocommerce-product-gallery__wrapper');
}

/** Reads templates/single-product/product-image.php markup and wc_single_product_params. */
export function parseProductGallery(el: HTMLElement, { doc }: ParseContext): ParseResult<ProductGalleryProps> {
  const wrapper = galleryWrapper(el);
  if (!wrapper) return invalid('no .woocommerce-product-gallery__wrapper in the gallery');
  const params = singleProductParams(doc);
  const slides = Array.from(wrapper.querySelectorAll<HTMLElement>(':scope > .woocommerce-product-gallery__image')).map((slide) => ({
    el: slide,
    thumb: slide.getAttribute('data-thumb') ?? slide.querySelector('img')?.getAttribute('src') ?? '',
    thumbAlt: slide.getAttribute('data-thumb-alt') ?? slide.querySelector('img')?.getAttribute('alt') ?? '',
    thumbSrcset: slide.getAttribute('data-thumb-srcset') ?? undefined,
    thumbSizes: slide.getAttribute('data-thumb-sizes') ?? undefined,
  }));
  const flexslider = (params.flexslider as { rtl?: unknown } | undefined) ?? {};
  const viewer = params.photoswipe_enabled && slides.length > 0;
  return parsed({
    el,
    doc,
    lang: pageLanguage(doc),
    wrapper,
    slides,
    slider: params.flexslider_enabled && slides.length > 1,
    viewer,
    trigger: viewer && params.zoom_enabled,
    zoom: params.zoom_enabled,
    triggerText: params.i18n_product_gallery_trigger_text,
    rtl: flexslider.rtl === true || doc.documentElement.dir === 'rtl',
  });
}
