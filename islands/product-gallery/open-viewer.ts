import { describeElement } from '../../src/runtime/describe-element.ts';
import type { Language } from '../../src/services/page-language.ts';
import { viewerItems } from './viewer-items.ts';

/**
 * Opens the full-screen viewer on the slides' images, at slide `at` (PhotoSwipe is a chunk of its
 * own, fetched now if the gallery's did not fetch it already). A chunk that fails to load is
 * reported on the gallery; the page stays as it was. Resolves once it is open (or has failed).
 */
export function openViewerAt(el: HTMLElement, doc: Document, slides: readonly Element[], at: number, lang: Language): Promise<void> {
  const items = viewerItems(slides);
  if (items.length === 0) return Promise.resolve();
  return import('./viewer.ts').then(
    ({ openViewer }) => void openViewer(doc, items, Math.min(Math.max(at, 0), items.length - 1), lang),
    (error: unknown) => console.error(`[theme] island "product-gallery" on ${describeElement(el)}: the viewer could not be loaded`, error),
  );
}

/**
 * The slide whose image link a click landed in (it opens the viewer on that image instead of
 * following the link), or -1: the same rule for the entry's answer and for the view.
 */
export function clickedSlide(target: Element | null, slides: readonly { el: Element }[]): number {
  const slide = target?.closest?.('.woocommerce-product-gallery__image');
  return slide && target?.closest('a') ? slides.findIndex((candidate) => candidate.el === slide) : -1;
}
