import { createRoot } from 'react-dom/client';
import { releaseDetached } from '../../src/runtime/release-detached.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { siteUrl } from '../../src/services/safe-url.ts';
import { QuickViewModal } from './QuickViewModal.tsx';

/**
 * Fetches a page of this site through the http service: no redirect is followed (one to another
 * origin would otherwise be requested), and a server that does not answer is given up on after
 * 10 s. The modal then offers the product page's link.
 */
async function loadPage(url: string, signal: AbortSignal): Promise<{ html: string; url: string }> {
  const { getHtml } = await import('../../src/services/http.ts');
  try {
    return { html: await getHtml(url, { signal }), url };
  } catch (error) {
    if (!signal.aborted) console.warn(`[theme] quick view: ${url} could not be loaded; offering its link`, error);
    throw error;
  }
}

let open: HTMLElement | null = null;

/**
 * Opens the modal for a quick-view link; focus goes back to the link when it closes. A
 * `data-href` on another origin is refused: one console error, and the link is followed.
 */
export default function openQuickView(link: HTMLElement, doc: Document): void {
  const win = doc.defaultView ?? window;
  const raw = link.getAttribute('data-href') ?? '';
  const url = siteUrl(raw, doc.baseURI, win.location.origin)?.href;
  if (!url) {
    console.error(`[theme] quick view: ${JSON.stringify(raw)} is not on this site; following the link instead`);
    const href = link instanceof HTMLAnchorElement ? link.href : '';
    if (/^https?:/.test(href)) win.location.assign(href);
    return;
  }
  if (open) return;
  const host = doc.createElement('div');
  host.className = 'theme-quick-view-host';
  doc.body.append(host);
  open = host;
  const root = createRoot(host);
  const closed = () => {
    // What React rendered (with the adopted product block), before unmounting takes it out of host.
    const rendered = Array.from(host.children);
    root.unmount();
    host.remove();
    for (const tree of rendered) releaseDetached(tree);
    open = null;
    doc.documentElement.classList.remove('theme-quick-view-open');
    link.focus();
  };
  doc.documentElement.classList.add('theme-quick-view-open');
  root.render(<QuickViewModal url={url} doc={doc} lang={pageLanguage(doc)} load={(signal) => loadPage(url, signal)} onClosed={closed} />);
}
