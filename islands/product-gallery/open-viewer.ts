import { describeElement } from '../../src/runtime/describe-element.ts';
import { onIdle } from '../../src/runtime/triggers/idle.ts';
import { onInteraction } from '../../src/runtime/triggers/interaction.ts';
import type { Language } from '../../src/services/page-language.ts';
import { noteViewerOpened, viewerOpenedBefore } from './viewer-habit.ts';

type Viewer = typeof import('./viewer.ts');

/** The viewer's chunk once it has come, for a click to open it in its own task. */
let viewerCome: Viewer | undefined;

/** The viewer's chunk (PhotoSwipe): one import for the click, the approach and the idle wait. */
export const loadViewer = (): Promise<Viewer> => import('./viewer.ts').then((viewer) => (viewerCome = viewer));

/**
 * Fetches the viewer's chunk (and evaluates it) before the click. When the visitor comes to the
 * gallery (a pointer over it, a touch, a focus): the lightbox is what a touch of the gallery most
 * often leads to, and a hover or a finger's press comes tens to hundreds of ms before the click.
 * At idle too, where the viewer has opened before in this tab: a visitor who uses it, whose cache
 * most likely holds the chunk, so idle spends its compile, not a download, and a click with no
 * approach (a keyboard's, a quick tap) does not wait for it. Not at idle otherwise: 18 KB most
 * product views never use. A failure is not reported here: the click imports it again and says
 * so. Returns the cancel of the waits. (`viewer`: the chunk's import, given by the tests.)
 */
export function warmViewer(el: HTMLElement, viewer: () => Promise<unknown> = loadViewer): () => void {
  const load = () => void viewer().catch(() => undefined);
  const stopApproach = onInteraction(el, load, {});
  // The tab's habit is read at idle as well, not now, in the gallery's prepare: a page's first
  // read of sessionStorage opens it, 8 to 17 ms at 4x CPU on the staging's product page, which
  // made that prepare the bundle's one task over 50 ms there.
  const stopIdle = onIdle(el, () => viewerOpenedBefore(el.ownerDocument.defaultView ?? window) && load(), {});
  return () => {
    stopApproach();
    stopIdle();
  };
}

/**
 * Opens the full-screen viewer on the slides' images, at slide `at` (PhotoSwipe is a chunk of its
 * own, fetched now if the visitor's approach did not fetch it already). A chunk that fails to
 * load (the network gone, the plugin updated under an open page) is reported on the gallery, and
 * the slide's image link is followed. Resolves once it is open (or has failed).
 *
 * While the chunk is on the way (a phone's first tap, a slow line) the gallery is `aria-busy`,
 * which theme.css shows, and another tap opens nothing: PhotoSwipe 4 opened at the click, and a
 * second tap landed on its viewer; here it opened a second viewer over the first, whose close
 * button the second covered.
 */
export function openViewerAt(el: HTMLElement, doc: Document, slides: readonly Element[], at: number, lang: Language): Promise<void> {
  if (el.hasAttribute('aria-busy')) return Promise.resolve();
  const open = ({ openViewer }: Viewer) => {
    if (openViewer(doc, slides, at, lang)) noteViewerOpened(doc.defaultView ?? window);
  };
  // Come already (the approach or the idle wait fetched it, the usual case): opened in the
  // click's own task, unmarked. The import of a module already there still resolves a task later,
  // and the mark, set and taken off unseen, restyled the gallery (theme.css's `[aria-busy]`
  // rules): both were in the warm click's time to its painted viewer.
  if (viewerCome) {
    open(viewerCome);
    return Promise.resolve();
  }
  el.setAttribute('aria-busy', 'true');
  return loadViewer()
    .then(open, (error: unknown) => {
      console.error(`[theme] island "product-gallery" on ${describeElement(el)}: the viewer could not be loaded; following the image's link`, error);
      // The visitor asked to see the image large: its own link shows it, as without JavaScript
      // (the magnifier is ours, `#`). The click did not follow it: it had opened the viewer.
      const href = slides[at]?.querySelector('a')?.getAttribute('href');
      if (href && href !== '#') doc.location.assign(href);
    })
    .finally(() => el.removeAttribute('aria-busy'));
}

/**
 * The slide whose image link a click landed in (it opens the viewer on that image instead of
 * following the link), or -1: the same rule for the frame's answer and for the view.
 */
export function clickedSlide(target: Element | null, slides: readonly { el: Element }[]): number {
  const slide = target?.closest?.('.woocommerce-product-gallery__image');
  return slide && target?.closest('a') ? slides.findIndex((candidate) => candidate.el === slide) : -1;
}
