import { anchorTarget } from '../../src/services/motion/same-page.ts';
import { linkRules } from '../../src/services/motion/link-rules.ts';
import { scrollToTarget, scrollToTop } from './page-scroll.ts';

/**
 * One delegated click listener: the WPML switcher's toggle never navigates, the scroll-to-top
 * button scrolls to the top, and same-page anchor links (Page Scroll to id's rules) scroll
 * smoothly to their target while Page Scroll to id holds them (`anchorsOn`: not after its
 * destroy, nor in a window under its `disablePluginBelow`). A click another script already
 * handled, or with a modifier key (new tab, new window), is left alone. Until `signal` aborts.
 */
export function listenToClicks(doc: Document, anchorsOn: () => boolean, signal: AbortSignal): void {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || event.defaultPrevented || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    if (link.matches('.js-wpml-ls-item-toggle')) {
      event.preventDefault();
    } else if (link.matches('.scroll-to-top')) {
      event.preventDefault();
      scrollToTop(doc);
    } else if (anchorsOn() && !linkRules(doc).disabled(doc.defaultView!)) {
      const target = anchorTarget(link, doc);
      if (!target) return;
      event.preventDefault();
      scrollToTarget(target, doc, link);
    }
  };
  doc.addEventListener('click', onClick, { signal });
}
