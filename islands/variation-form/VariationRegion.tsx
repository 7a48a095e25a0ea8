import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** The view of `.single_variation`, which the runner draws the shown variation's details with. */
export interface RegionView {
  /** Shows the rendered template (the theme's `#tmpl-variation-template` output), synchronously. */
  render(html: string): void;
  unmount(): void;
}

/**
 * Boolean attributes, by the prop name React knows them by: present means true, and React drops
 * the empty string the markup gives them. Every other attribute passes as the string it is.
 */
const BOOLEANS: Record<string, string> = Object.fromEntries(
  ['allowFullScreen', 'async', 'autoFocus', 'autoPlay', 'checked', 'controls', 'default', 'defer', 'disabled', 'hidden', 'inert', 'itemScope', 'loop', 'multiple', 'muted', 'noValidate', 'open', 'playsInline', 'readOnly', 'required', 'reversed', 'selected'].map((prop) => [prop.toLowerCase(), prop]),
);

/** A printed style attribute as the object React takes, read by the browser's own CSS parser. */
function styleObject(el: Element): Record<string, string> {
  const style = (el as HTMLElement).style;
  const result: Record<string, string> = {};
  for (let i = 0; i < style.length; i++) {
    const name = style[i]!;
    result[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = style.getPropertyValue(name);
  }
  return result;
}

function propsOf(el: Element, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const { name, value } of Array.from(el.attributes)) {
    if (name === 'class') props.className = value;
    else if (name === 'for') props.htmlFor = value;
    else if (name === 'style') props.style = styleObject(el);
    else if (name in BOOLEANS) props[BOOLEANS[name]!] = true;
    else props[name] = value;
  }
  // A void element (an image at the top of a theme's template) takes no inner markup.
  if (el.childNodes.length > 0) props.dangerouslySetInnerHTML = { __html: el.innerHTML };
  return props;
}

/**
 * The template's output as React elements: each top-level element with its own tag and
 * attributes, its inside as the template wrote it. The markup is exactly the template's (the
 * theme's CSS and other scripts see what WooCommerce's `.html(template)` gives), and from one
 * variation to the next React keeps the blocks (`.woocommerce-variation-price` …) and changes
 * only what differs inside them.
 */
export function templateElements(html: string, doc: Document): ReactNode[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes, (node, index) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1) return null;
    return createElement((node as Element).localName, propsOf(node as Element, index));
  });
}

function VariationRegion({ html, doc }: { html: string; doc: Document }) {
  return <>{templateElements(html, doc)}</>;
}

/**
 * Mounts the view on `.single_variation` (empty as WooCommerce prints it): the React root is the
 * region itself, so its children are the template's blocks with nothing around them. Loaded only
 * when a variation is found (or the form first touched): React stays off a product page until its
 * form must show something new.
 */
export function mountRegion(el: HTMLElement): RegionView {
  const root = createRoot(el);
  const doc = el.ownerDocument;
  return {
    render(html) {
      flushSync(() => root.render(<VariationRegion html={html} doc={doc} />));
    },
    unmount() {
      root.unmount();
    },
  };
}
