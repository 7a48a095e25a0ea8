import { releaseDetached } from '../../runtime/release-detached.ts';
import { sanitizeHtml } from '../sanitize.ts';
import { onlyElement, parse, serverShape, targetsOf, type Sanitize } from './apply-fragments.ts';
import type { Fragments } from './cart-answer.ts';

/**
 * Replaces every match of every fragment key (the `woocommerce_add_to_cart_fragments` filter's
 * keys) with the sanitised markup, at once. A match whose markup is the same as the fragment is
 * left alone, so an unchanged mini cart does not flash, keeps its focus and its island.
 * Returns how many nodes were replaced. A key that is not a valid selector is skipped with a warning.
 */
export function replaceFragments(fragments: Fragments, doc: Document, sanitize: Sanitize): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    const targets = targetsOf(selector, doc);
    if (!targets?.length) continue;
    const fresh = parse(html, doc, sanitize);
    const only = onlyElement(fresh);
    for (const target of targets) {
      if (only && serverShape(target).isEqualNode(only)) continue;
      target.replaceWith(fresh.cloneNode(true));
      // After the runtime has unmounted the islands of the old node (its observer runs first).
      (doc.defaultView ?? window).setTimeout(() => releaseDetached(target), 0);
      replaced++;
    }
  }
  return replaced;
}

/** replaceFragments with DOMPurify: what applyFragments fetches (with DOMPurify's chunk) when a fragment changes the page. */
export function replaceSanitized(fragments: Fragments, doc: Document): number {
  const win = doc.defaultView ?? window;
  return replaceFragments(fragments, doc, (html) => sanitizeHtml(html, win));
}
