import { sanitizeFragment } from '../../src/services/sanitize.ts';

export interface LoadedPage {
  items: HTMLElement[];
  pager: HTMLElement | null;
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
 * Resolves when every image in `nodes` has loaded or failed, or after `timeoutMs`. Each image's
 * listeners go when it settles (a `once` load listener would leave its error twin behind, one
 * listener per image per page loaded) and all of them at the time-out.
 */
export function imagesLoaded(nodes: readonly Element[], timeoutMs: number, win: Window): Promise<void> {
  const pending = nodes.flatMap((node) => Array.from(node.querySelectorAll('img'))).filter((img) => !img.complete);
  if (pending.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const waiting = new Set(pending);
    const finish = () => {
      win.clearTimeout(timer);
      for (const img of waiting) forget(img);
      resolve();
    };
    const settled = (event: Event) => {
      const img = event.currentTarget as HTMLImageElement;
      forget(img);
      if (waiting.size === 0) finish();
    };
    const forget = (img: HTMLImageElement) => {
      img.removeEventListener('load', settled);
      img.removeEventListener('error', settled);
      waiting.delete(img);
    };
    const timer = win.setTimeout(finish, timeoutMs);
    for (const img of pending) {
      img.addEventListener('load', settled);
      img.addEventListener('error', settled);
    }
  });
}
