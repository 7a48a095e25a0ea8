import { createRoot } from 'react-dom/client';
import { releaseDetached } from '../../src/runtime/release-detached.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { QuickViewModal } from './QuickViewModal.tsx';

/** Fetches a page of this site; a redirect that leaves it is refused. */
async function loadPage(url: string, signal: AbortSignal, origin: string): Promise<{ html: string; url: string }> {
  const response = await fetch(url, { signal, credentials: 'same-origin', headers: { Accept: 'text/html' } });
  if (new URL(response.url || url).origin !== origin) throw new Error(`redirected off the site to ${response.url}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return { html: await response.text(), url: response.url || url };
}

let open: HTMLElement | null = null;

/** The link's `data-href` if it is on this site, else null. */
export function quickViewUrl(raw: string, base: string, origin: string): string | null {
  try {
    const url = new URL(raw, base);
    return url.origin === origin && /^https?:$/.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Opens the modal for a quick-view link; focus goes back to the link when it closes. A
 * `data-href` on another origin is refused: one console error, and the link is followed.
 */
export function openQuickView(link: HTMLElement, doc: Document): void {
  const win = doc.defaultView ?? window;
  const raw = link.getAttribute('data-href') ?? '';
  const url = quickViewUrl(raw, doc.baseURI, win.location.origin);
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
  root.render(<QuickViewModal url={url} doc={doc} lang={pageLanguage(doc)} load={(signal) => loadPage(url, signal, win.location.origin)} onClosed={closed} />);
}
