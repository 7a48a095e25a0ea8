/**
 * A blank document standing for the page at `url` (its location, and a base for its links) with
 * `body` as its markup; `win` as its window, where the code under test reads one.
 */
export function pageAt(url: string, body: string, win?: Window): Document {
  const doc = document.implementation.createHTMLDocument('t');
  Object.defineProperty(doc, 'location', { value: new URL(url) });
  if (win) Object.defineProperty(doc, 'defaultView', { value: win });
  const base = doc.createElement('base');
  base.href = url;
  doc.head.append(base);
  doc.body.innerHTML = body;
  return doc;
}
