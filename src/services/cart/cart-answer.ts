/**
 * The answers of WooCommerce's cart endpoints, validated before use: a fragments map is kept only
 * when every value is markup, so one bad value cannot end up in the page or the cache. A number
 * is markup too: jQuery's replaceWith, which WooCommerce hands each value, writes it as text, and
 * themes send their cart count so (`$fragments['span.count'] = WC()->cart->get_cart_contents_count()`).
 */
export type Fragments = Record<string, string>;

export interface CartAnswer {
  fragments: Fragments | null;
  cart_hash: string;
  error: boolean;
  product_url: string | null;
}

export function readFragments(value: unknown): Fragments | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entries = Object.entries(value).map(([key, html]) => [key, typeof html === 'number' ? String(html) : html] as const);
  return entries.every(([, html]) => typeof html === 'string') ? (Object.fromEntries(entries) as Fragments) : null;
}

export function readCartAnswer(value: unknown): CartAnswer | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  return {
    fragments: readFragments(raw.fragments),
    cart_hash: typeof raw.cart_hash === 'string' ? raw.cart_hash : '',
    error: raw.error === true || raw.error === 'true' || raw.error === 1,
    product_url: typeof raw.product_url === 'string' && raw.product_url ? raw.product_url : null,
  };
}
