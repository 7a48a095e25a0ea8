import { getHtml } from '../../src/services/http.ts';
import { sanitizeFragment } from '../../src/services/sanitize.ts';
import { later } from '../../src/services/timers.ts';
import { SELECTORS } from './frame.ts';

/** How long new projects wait for their images in ajax-navigation mode. */
export const IMAGES_TIMEOUT_MS = 5000;

export interface LoadedPage {
  items: HTMLElement[];
  pager: HTMLElement | null;
}

/**
 * The pager's page loader, a chunk of its own (with the http layer and DOMPurify) that the view
 * imports when a page is asked for. Fetches an archive page of this site and takes out its
 * projects and pager; in ajax-navigation mode it resolves once their images have loaded.
 * Rejects when the page does not come or has no projects.
 */
export async function loadPage(url: string, doc: Document, signal: AbortSignal, { waitForImages }: { waitForImages: boolean }): Promise<LoadedPage> {
  const html = await getHtml(url, { signal });
  const page = extractPage(html, doc, { item: SELECTORS.item, pager: SELECTORS.pager });
  if (page.items.length === 0) throw new Error('the page has no projects');
  if (waitForImages) {
    // Hidden by the filter or below the fold, they are wanted now: the projects wait for them.
    for (const img of page.items.flatMap((item) => Array.from(item.querySelectorAll('img')))) img.loading = 'eager';
    await imagesLoaded(page.items, IMAGES_TIMEOUT_MS, doc.defaultView ?? window, signal);
  }
  return page;
}

/**
 * Takes the projects and the pager out of a fetched archive page. The page is parsed inert
 * (DOMParser runs no script and loads nothing), and each part is sanitised by DOMPurify before
 * it is adopted into the document, so handlers, scripts and `javascript:` links in the answer
 * never reach the page.
 */
export function extractPage(html: string, doc: Document, selectors: { item: string; pager: string }): LoadedPage {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const clean = (el: Element): HTMLElement | null => {
    const node = sanitizeFragment(el.outerHTML, doc).firstElementChild;
    return node instanceof (doc.defaultView ?? window).HTMLElement ? node : null;
  };
  const items = Array.from(parsed.querySelectorAll(selectors.item))
    .map(clean)
    .filter((item): item is HTMLElement => item !== null);
  const pagerSource = parsed.querySelector(selectors.pager);
  return { items, pager: pagerSource ? clean(pagerSource) : null };
}

/**
 * Resolves when every image in `nodes` has loaded or failed, after `timeoutMs`, or when `signal`
 * aborts (the island is gone). The wait has a signal of its own that ends it: every image's
 * listeners, the time-out and the listener on `signal` go with it, so nothing stays behind per
 * page loaded.
 */
export function imagesLoaded(nodes: readonly Element[], timeoutMs: number, win: Window, signal: AbortSignal): Promise<void> {
  const pending = new Set(nodes.flatMap((node) => Array.from(node.querySelectorAll('img'))).filter((img) => !img.complete));
  if (pending.size === 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const waiting = new AbortController();
    const done = () => {
      waiting.abort();
      resolve();
    };
    later(win, waiting.signal, timeoutMs, done);
    signal.addEventListener('abort', done, { signal: waiting.signal });
    for (const img of pending) {
      const settled = () => {
        pending.delete(img);
        if (pending.size === 0) done();
      };
      img.addEventListener('load', settled, { signal: waiting.signal });
      img.addEventListener('error', settled, { signal: waiting.signal });
    }
  });
}
