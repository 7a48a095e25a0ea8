import { emitWc } from '../../src/services/wc-events.ts';

/**
 * The main gallery image follows the variation (add-to-cart-variation.js
 * `wc_variations_image_update` / `_reset`): the original attributes are kept in `data-o_<attr>`
 * as WooCommerce does, since other scripts (and its own thumbnail lookup) read them there.
 */
export interface VariationImage {
  src?: string;
  src_w?: number | string;
  src_h?: number | string;
  srcset?: string;
  sizes?: string;
  title?: string;
  caption?: string;
  alt?: string;
  full_src?: string;
  full_src_w?: number | string;
  full_src_h?: number | string;
  gallery_thumbnail_src?: string;
}

export interface ImageVariation {
  image?: VariationImage;
  image_id?: number | string;
}

/** `wc_set_variation_attr`: remember the original once, then set. */
export function setVariationAttr(el: Element | null | undefined, attr: string, value: unknown): void {
  if (!el) return;
  if (!el.hasAttribute(`data-o_${attr}`)) el.setAttribute(`data-o_${attr}`, el.getAttribute(attr) ?? '');
  // jQuery's attr(name, undefined) is a read: a missing key leaves the attribute as it is; and
  // its attr(name, null) removes the attribute, as false does here.
  if (value === false || value === null) el.removeAttribute(attr);
  else if (value !== undefined) el.setAttribute(attr, String(value));
}

/** `wc_reset_variation_attr`: put the original back (the `data-o_` copy stays, as in WooCommerce). */
export function resetVariationAttr(el: Element | null | undefined, attr: string): void {
  const original = el?.getAttribute(`data-o_${attr}`);
  if (el && original !== null && original !== undefined) el.setAttribute(attr, original);
}

const IMG_ATTRS: Array<[attr: string, key: keyof VariationImage]> = [
  ['src', 'src'],
  ['height', 'src_h'],
  ['width', 'src_w'],
  ['srcset', 'srcset'],
  ['sizes', 'sizes'],
  ['title', 'title'],
  ['data-caption', 'caption'],
  ['alt', 'alt'],
  ['data-src', 'full_src'],
  ['data-large_image', 'full_src'],
  ['data-large_image_width', 'full_src_w'],
  ['data-large_image_height', 'full_src_h'],
];

interface GalleryParts {
  gallery: HTMLElement | null;
  nav: HTMLElement | null;
  navImg: HTMLImageElement | null;
  wrap: HTMLElement | null;
  img: HTMLImageElement | null;
  link: HTMLAnchorElement | null;
}

function partsOf(form: HTMLElement): GalleryParts {
  const product = form.closest('.product');
  const gallery = product?.querySelector<HTMLElement>('.images') ?? null;
  const nav = product?.querySelector<HTMLElement>('.flex-control-nav') ?? null;
  const wrap = gallery?.querySelector<HTMLElement>('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder') ?? null;
  return {
    gallery,
    nav,
    navImg: nav?.querySelector<HTMLImageElement>('li img') ?? null,
    wrap,
    img: wrap?.querySelector<HTMLImageElement>('.wp-post-image') ?? null,
    link: wrap?.querySelector<HTMLAnchorElement>('a') ?? null,
  };
}

export function resetImage(form: HTMLElement): void {
  const { img, wrap, navImg, link } = partsOf(form);
  for (const [attr] of IMG_ATTRS) resetVariationAttr(img, attr);
  resetVariationAttr(wrap, 'data-thumb');
  resetVariationAttr(navImg, 'src');
  resetVariationAttr(link, 'href');
}

const navImages = (nav: HTMLElement | null) => Array.from(nav?.querySelectorAll<HTMLImageElement>('li img') ?? []);

/** The 20 ms follow-up of the last swap per form: a newer swap cancels it (WooCommerce lets both run,
 * so under load a reset's late "back to the first slide" could undo the slide to a newer variation). */
const followUps = new WeakMap<HTMLElement, number>();

/**
 * `wc_maybe_trigger_slide_position_reset(variation)`: the gallery goes back to its first slide
 * (where the variation's image was put) when the variation's image is another than the form's
 * `current-image`, which it then becomes. WooCommerce compares the attribute, a string, with the
 * id as the variation has it, a number: every variation with an image resets the slide, the same
 * one again too (after the shopper went on to another slide), and so does this.
 */
export function maybeResetSlidePosition(form: HTMLElement, variation: ImageVariation | false): void {
  const newId = variation && variation.image_id ? variation.image_id : '';
  const gallery = partsOf(form).gallery;
  const reset = form.getAttribute('current-image') !== newId;
  form.setAttribute('current-image', String(newId));
  if (reset && gallery) emitWc(gallery, 'woocommerce_gallery_reset_slide_position');
}

/** `wc_variations_image_update(variation)`; `false` restores the original image. */
export function updateImage(form: HTMLElement, variation: ImageVariation | false, win: Window): void {
  const parts = partsOf(form);
  const image = variation ? variation.image : undefined;
  win.clearTimeout(followUps.get(form));
  const afterSwap = (resetSlide: boolean) =>
    followUps.set(form, win.setTimeout(() => {
      win.dispatchEvent(new Event('resize'));
      if (resetSlide) maybeResetSlidePosition(form, variation);
      if (parts.gallery) emitWc(parts.gallery, 'woocommerce_gallery_init_zoom');
    }, 20));

  if (image && typeof image.src === 'string' && image.src.length > 1) {
    const thumb = image.gallery_thumbnail_src ?? '';
    // A thumbnail the gallery already shows: reset the swap, then slide to it.
    if (navImages(parts.nav).some((el) => el.getAttribute('data-o_src') === thumb)) resetImage(form);
    const slideTo = navImages(parts.nav).find((el) => el.getAttribute('src') === thumb);
    if (slideTo) {
      emitWc(slideTo, 'flexslider-click');
      form.setAttribute('current-image', String(variation ? (variation.image_id ?? '') : ''));
      afterSwap(false);
      return;
    }
    for (const [attr, key] of IMG_ATTRS) setVariationAttr(parts.img, attr, image[key]);
    setVariationAttr(parts.wrap, 'data-thumb', image.src);
    setVariationAttr(parts.navImg, 'src', image.gallery_thumbnail_src);
    setVariationAttr(parts.link, 'href', image.full_src);
  } else {
    resetImage(form);
  }
  afterSwap(true);
}
