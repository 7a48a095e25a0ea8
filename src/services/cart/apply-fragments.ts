import { afterNextPaint } from '../../runtime/after-next-paint.ts';
import { removeBlocks } from './blocked-markup.ts';
import type { Fragments } from './cart-answer.ts';

const RUNTIME_ATTRS = ['data-island-state'];

/**
 * The node as the server printed it: the runtime's own state attributes, and the blocks drawn
 * while an add or a remove runs, do not count as a change.
 */
export function serverShape(el: Element): Element {
  const copy = el.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll(RUNTIME_ATTRS.map((a) => `[${a}]`).join(','))]) {
    for (const attr of RUNTIME_ATTRS) node.removeAttribute(attr);
  }
  removeBlocks(copy);
  return copy;
}

/**
 * Fragments come from the site's own endpoint, but a plugin's filter, a cache or an injected
 * answer in between can carry markup that would run once inserted (event-handler attributes,
 * javascript: URLs; scripts never run from innerHTML). DOMPurify drops exactly those and keeps
 * the cart markup (data- and aria- attributes, forms, images).
 */
export type Sanitize = (html: string, doc: Document) => string;

/**
 * The fragment's nodes. Unsanitised only to be compared: a template's content is inert (no
 * script runs, no image loads, no handler fires) and is never inserted.
 */
export function parse(html: string, doc: Document, sanitize?: Sanitize): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = sanitize ? sanitize(html.trim(), doc) : html.trim();
  return template.content;
}

/** A fragment that is one element, the only shape a page node can be equal to. */
export function onlyElement(fresh: DocumentFragment): Element | null {
  return fresh.childElementCount === 1 && fresh.childNodes.length === 1 ? fresh.firstElementChild : null;
}

/** Every match of a fragment key (keys are arbitrary CSS selectors); null, with a warning, for a key that is not a selector. */
export function targetsOf(selector: string, doc: Document): Element[] | null {
  try {
    return Array.from(doc.querySelectorAll(selector));
  } catch {
    console.warn(`[theme] cart fragment key ${JSON.stringify(selector)} is not a CSS selector; skipped`);
    return null;
  }
}

/**
 * The fragments that would change the page: a key with a match whose markup differs. Found
 * without DOMPurify, so an answer that only repeats what the page shows (the refresh at load)
 * costs no sanitiser and replaces nothing.
 */
export function changedFragments(fragments: Fragments, doc: Document): Fragments {
  const changed: Fragments = {};
  for (const [selector, html] of Object.entries(fragments)) {
    const only = onlyElement(parse(html, doc));
    if (targetsOf(selector, doc)?.some((target) => !only || !serverShape(target).isEqualNode(only))) changed[selector] = html;
  }
  return changed;
}

/**
 * The replacing code with DOMPurify (chunks of their own). A cart action whose answer will change
 * the page (an add, a removal: the mini cart changes) calls it at the click, so the chunks come
 * while the server answers, not after; the failure is reported where the answer needs them.
 */
export const loadReplacing = () => import('./replace-fragments.ts');

/**
 * For a click whose answer will change the cart: the replacing code is fetched while the server
 * answers, from the task after the click's frame is painted, as its evaluation (DOMPurify's
 * above all) in the click's own task would hold back the look the click gives (the loading
 * button, the blocked item). The add's and the remove's chunks also run it as their `warm`, when
 * the pointer comes to their button (src/runtime/define.ts): after a rest, the click finds it there.
 */
export function prefetchReplacing(doc: Document): void {
  afterNextPaint(doc.defaultView ?? window).then(loadReplacing).catch(() => undefined);
}

/**
 * Puts the fragments that change the page into it, sanitised, all in the next animation frame.
 * DOMPurify and the replacing code (chunks of their own) are fetched only when one does:
 * fragments equal to the page resolve at once, with nothing replaced. Resolves to how many nodes
 * were replaced.
 */
export async function applyFragments(fragments: Fragments, doc: Document): Promise<number> {
  const changed = changedFragments(fragments, doc);
  if (Object.keys(changed).length === 0) return 0;
  const { replaceSanitized } = await loadReplacing();
  return new Promise((resolve) => (doc.defaultView ?? window).requestAnimationFrame(() => resolve(replaceSanitized(changed, doc))));
}
