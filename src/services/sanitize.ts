import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';

/**
 * Markup from outside the page (server answers, fetched pages, config) made safe to insert: no
 * scripts, no event-handler attributes, no `javascript:` URLs, kept otherwise as printed (data-
 * and aria- attributes, forms, images). The one place the bundle calls DOMPurify; it is a chunk
 * of its own (`purify`), loaded by the islands that insert such markup.
 */
const instances = new WeakMap<Window, DOMPurify>();

/** DOMPurify bound to the window whose document the markup goes into. */
function purifier(win: Window): DOMPurify {
  let purify = instances.get(win);
  if (!purify) instances.set(win, (purify = createDOMPurify(win as Window & typeof globalThis)));
  return purify;
}

export interface FragmentOptions {
  /** Custom elements kept (Slider Revolution's `rs-*`), with their data-, aria- and role attributes. */
  readonly customElements?: RegExp;
  /** Tags dropped with their content, beyond DOMPurify's own list. */
  readonly forbidTags?: readonly string[];
  /** Attributes kept beyond DOMPurify's own list. */
  readonly addAttributes?: readonly string[];
  /** After the clean-up, each element once: drops what DOMPurify keeps but this markup must not (foreign URLs). */
  readonly afterElement?: (el: Element) => void;
}

function configFor(options: FragmentOptions): Config {
  return {
    ...(options.customElements
      ? { CUSTOM_ELEMENT_HANDLING: { tagNameCheck: options.customElements, attributeNameCheck: /^(data-[\w.-]+|aria-[\w-]+|role)$/, allowCustomizedBuiltInElements: false } }
      : {}),
    ...(options.forbidTags ? { FORBID_TAGS: [...options.forbidTags] } : {}),
    ...(options.addAttributes ? { ADD_ATTR: [...options.addAttributes] } : {}),
  };
}

/** As a string, for `innerHTML` or a library that takes HTML (Leaflet's popups). */
export function sanitizeHtml(html: string, win: Window): string {
  return purifier(win).sanitize(html);
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
