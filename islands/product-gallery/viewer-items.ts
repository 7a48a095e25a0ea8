/**
 * The viewer's items, read from the slides when it opens (the variation form may have swapped
 * the main image since): `data-large_image(_width/_height)`, alt, and `data-caption` falling back
 * to the title, as single-product.js builds them.
 */
export interface ViewerItem {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

export function viewerItem(img: Element | null): ViewerItem | null {
  if (!img) return null;
  const src = img.getAttribute('data-large_image') || img.getAttribute('data-src') || img.getAttribute('src') || '';
  if (!src) return null;
  const size = (name: string) => {
    const value = Number(img.getAttribute(name));
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  return {
    src,
    width: size('data-large_image_width') || size('width'),
    height: size('data-large_image_height') || size('height'),
    alt: img.getAttribute('alt') ?? '',
    caption: img.getAttribute('data-caption') || img.getAttribute('title') || '',
  };
}

export function viewerItems(slides: readonly Element[]): ViewerItem[] {
  return slides.map((slide) => viewerItem(slide.querySelector('img'))).filter((item): item is ViewerItem => item !== null);
}
