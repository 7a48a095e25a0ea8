/**
 * Runs `run` once the document has been parsed: now when it has, else at DOMContentLoaded. It is
 * a listener of that event, not a promise, so it runs before handlers added later (jQuery's ready).
 */
export function whenDomParsed(doc: Document, run: () => void): void {
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
