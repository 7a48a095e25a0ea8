import { sanitizeHtml } from '../sanitize.ts';
import type { Fragments } from './cart-answer.ts';
import { releaseDetached } from '../../runtime/release-detached.ts';

const RUNTIME_ATTRS = ['data-island-state'];

/** The node as the server printed it: the runtime's own state attributes do not count as a change. */
function serverShape(el: Element): Element {
  const copy = el.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll(RUNTIME_ATTRS.map((a) => `[${a}]`).join(','))]) {
    for (const attr of RUNTIME_ATTRS) node.removeAttribute(attr);
  }
  return copy;
}

/**
 * Fragments come from the site's own endpoint, but a plugin's filter, a cache or an injected
 * answer in between can carry markup that would run once inserted (event-handler attributes,
 * javascript: URLs; scripts never run from innerHTML). DOMPurify drops exactly those and keeps
 * the cart markup (data- and aria- attributes, forms, images).
 */
export type Sanitize = (html: string, doc: Document) => string;

export const sanitizeWithDomPurify: Sanitize = (html, doc) => sanitizeHtml(html, doc.defaultView ?? window);

function parse(html: string, doc: Document, sanitize: Sanitize): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = sanitize(html.trim(), doc);
  return template.content;
}

/**
 * Replaces every match of every fragment key (keys are arbitrary CSS selectors, from the
 * `woocommerce_add_to_cart_fragments` filter) at once. A match whose markup is the same as the
 * fragment is left alone, so an unchanged mini cart does not flash, keeps its focus and its island.
 * Returns how many nodes were replaced. A key that is not a valid selector is skipped with a warning.
 */
export function replaceFragments(fragments: Fragments, doc: Document, sanitize: Sanitize = sanitizeWithDomPurify): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = Array.from(doc.querySelectorAll(selector));
    } catch {
      console.warn(`[theme] cart fragment key ${JSON.stringify(selector)} is not a CSS selector; skipped`);
      continue;
    }
    if (targets.length === 0) continue;
    const fresh = parse(html, doc, sanitize);
    const only = fresh.childElementCount === 1 && fresh.childNodes.length === 1 ? fresh.firstElementChild : null;
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

/** replaceFragments in the next animation frame: every fragment of one answer lands in the same frame. */
export function applyFragments(fragments: Fragments, doc: Document): Promise<number> {
  const win = doc.defaultView ?? window;
  return new Promise((resolve) => win.requestAnimationFrame(() => resolve(replaceFragments(fragments, doc))));
}
