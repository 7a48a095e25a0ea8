/**
 * Whether `candidate` is a selector `doc` accepts: a site's printed setting or a theme's extra
 * selector may not be one, and `matches` or `querySelector` would throw on it.
 */
export const isSelector = (doc: Document) => (candidate: string) => {
  try {
    // An empty fragment: the selector is parsed, and nothing of the page is searched.
    doc.createDocumentFragment().querySelector(candidate);
    return true;
  } catch {
    return false;
  }
};
