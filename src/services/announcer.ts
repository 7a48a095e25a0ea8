/**
 * One polite and one assertive live region for the whole page, created on first use. The text
 * is set in the next frame after clearing, so the same message twice is announced twice.
 */
type Politeness = 'polite' | 'assertive';

const regions = new WeakMap<Document, Record<Politeness, HTMLElement>>();

function regionsOf(doc: Document): Record<Politeness, HTMLElement> {
  let found = regions.get(doc);
  if (!found) {
    const make = (politeness: Politeness) => {
      const el = doc.createElement('div');
      el.className = 'theme-announcer screen-reader-text';
      el.setAttribute('aria-live', politeness);
      el.setAttribute('aria-atomic', 'true');
      el.setAttribute('data-announcer', politeness);
      doc.body.append(el);
      return el;
    };
    found = { polite: make('polite'), assertive: make('assertive') };
    regions.set(doc, found);
  }
  return found;
}

export function announce(text: string, { politeness = 'polite', doc = document }: { politeness?: Politeness; doc?: Document } = {}): void {
  const region = regionsOf(doc)[politeness];
  region.textContent = '';
  const win = doc.defaultView ?? window;
  win.requestAnimationFrame(() => {
    region.textContent = text;
  });
}
