/**
 * SKU, weight and dimensions of the product follow the variation (`wc_set_content` /
 * `wc_reset_content`): the original text is kept in `data-o_content`, as WooCommerce keeps it.
 */
export function setContent(el: Element, text: string): void {
  if (!el.hasAttribute('data-o_content')) el.setAttribute('data-o_content', el.textContent ?? '');
  el.textContent = text;
}

/** The original text back; `data-o_content` stays, as WooCommerce leaves it. */
export function resetContent(el: Element): void {
  const original = el.getAttribute('data-o_content');
  if (original !== null) el.textContent = original;
}

const SKU = '.product_meta .sku';
const WEIGHT = '.product_weight, .woocommerce-product-attributes-item--weight .woocommerce-product-attributes-item__value';
const DIMENSIONS = '.product_dimensions, .woocommerce-product-attributes-item--dimensions .woocommerce-product-attributes-item__value';

export interface DetailsVariation {
  sku?: unknown;
  weight?: unknown;
  weight_html?: unknown;
  dimensions?: unknown;
  dimensions_html?: unknown;
}

/** HTML entities to text (`&times;` → ×) without parsing markup into the page. */
export function decodeEntities(html: string, doc: Document): string {
  if (!html.includes('&')) return html;
  const textarea = doc.createElement('textarea');
  textarea.innerHTML = html;
  return textarea.value;
}

export function showDetails(product: Element | null, variation: DetailsVariation, doc: Document): void {
  if (!product) return;
  const each = (selector: string, fn: (el: Element) => void) => product.querySelectorAll(selector).forEach(fn);
  each(SKU, (el) => (variation.sku ? setContent(el, String(variation.sku)) : resetContent(el)));
  each(WEIGHT, (el) => (variation.weight ? setContent(el, decodeEntities(String(variation.weight_html ?? ''), doc)) : resetContent(el)));
  each(DIMENSIONS, (el) => (variation.dimensions ? setContent(el, decodeEntities(String(variation.dimensions_html ?? ''), doc)) : resetContent(el)));
}

export function resetDetails(product: Element | null): void {
  product?.querySelectorAll(`${SKU}, ${WEIGHT}, ${DIMENSIONS}`).forEach(resetContent);
}
