/** A short CSS-like label of an element for console messages: `div#id.class1.class2`. */
export function describeElement(el: Element): string {
  const tag = el.tagName.toLowerCase();
  const id = el.id ? `#${el.id}` : '';
  const classes = Array.from(el.classList).slice(0, 3).map((c) => `.${c}`).join('');
  const marker = el.getAttribute('data-island');
  return `<${tag}${id}${classes}${marker ? `[data-island="${marker}"]` : ''}>`;
}
