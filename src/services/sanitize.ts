import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Markup from outside the page (server answers, fetched pages, config) made safe to insert: no
 * scripts, no event-handler attributes, no `javascript:` URLs, kept otherwise as printed (data-
 * and aria- attributes, forms, images, and where a link opens). The one place the bundle calls
 * DOMPurify; it is a chunk of its own (`purify`), loaded by the islands that insert such markup.
 */
const instances = new WeakMap<Window, DOMPurify>();

/**
 * Attributes DOMPurify drops by default that the classic scripts insert as printed:
 * - `target`: a datasheet or a route link in a fetched answer opened in a new tab there and must
 *   here too. A link that opens elsewhere keeps no opener (what browsers now assume; said for
 *   older ones).
 * - `fetchpriority`: WordPress marks the image it expects to be a listing's largest (the first
 *   project of an archive page), and the page the pager fetches keeps that mark.
 */
const KEEP_ATTRIBUTES = ['target', 'fetchpriority'];

function noOpener(node: Element): void {
  if (node.getAttribute('target') === '_blank' && 'relList' in node) (node as HTMLAnchorElement).relList.add('noopener');
}

/** DOMPurify bound to the window whose document the markup goes into. */
function purifier(win: Window): DOMPurify {
  let purify = instances.get(win);
  if (!purify) {
    instances.set(win, (purify = createDOMPurify(win as Window & typeof globalThis)));
    purify.addHook('afterSanitizeAttributes', noOpener);
  }
  return purify;
}

export interface FragmentOptions {
  /** Custom elements kept (Slider Revolution's `rs-*`), with their data-, aria- and role attributes. */
  readonly customElements?: RegExp;
  /** Tags dropped with their content, beyond DOMPurify's own list. */
  readonly forbidTags?: readonly string[];
  /** After the clean-up, each element once: drops what DOMPurify keeps but this markup must not (foreign URLs). */
  readonly afterElement?: (el: Element) => void;
}

function configFor(options: FragmentOptions): Config {
  return {
    ...(options.customElements
      ? { CUSTOM_ELEMENT_HANDLING: { tagNameCheck: options.customElements, attributeNameCheck: /^(data-[\w.-]+|aria-[\w-]+|role)$/, allowCustomizedBuiltInElements: false } }
      : {}),
    ...(options.forbidTags ? { FORBID_TAGS: [...options.forbidTags] } : {}),
    ADD_ATTR: KEEP_ATTRIBUTES,
  };
}

/** As a string, for `innerHTML` or a library that takes HTML (Leaflet's popups). */
export function sanitizeHtml(html: string, win: Window): string {
  return purifier(win).sanitize(html, { ADD_ATTR: KEEP_ATTRIBUTES });
}

/** As nodes owned by `doc`, ready to insert. */
export function sanitizeFragment(html: string, doc: Document, options: FragmentOptions = {}): DocumentFragment {
  const purify = purifier(doc.defaultView ?? window);
  const { afterElement } = options;
  if (afterElement) purify.addHook('afterSanitizeAttributes', afterElement);
  try {
    // DOMPurify builds the fragment in its own inert document: moved into `doc`, not copied.
    return doc.adoptNode(purify.sanitize(html, { ...configFor(options), RETURN_DOM_FRAGMENT: true }));
  } finally {
    if (afterElement) purify.removeHook('afterSanitizeAttributes', afterElement);
  }
}

/** Only the text, whitespace collapsed: an accessible name from an info window's markup. */
export function plainText(html: string, win: Window): string {
  return purifier(win).sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
}
