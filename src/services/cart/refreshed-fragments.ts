import { postToSite, wcAjaxUrl } from '../site-request.ts';
import { readCartAnswer, type CartAnswer } from './cart-answer.ts';

export interface RefreshOptions {
  doc: Document;
  /** cart-fragments.js's own `wc_ajax_url` (wc_cart_fragments_params). */
  wcAjaxUrl: string;
  /** `request_timeout` (5000 ms by default). */
  timeout: number;
  signal: AbortSignal;
}

/**
 * `get_refreshed_fragments`, cart-fragments.js's call (`time` is WooCommerce's cache-buster, so
 * no proxy answers from a cache). It is the one call every page with a mini cart makes, once per
 * tab, at idle, also for a visitor without a cart: so it is made without ky (postToSite says
 * why). Rejects on a network error, the time-out, an HTTP error, a redirect or a body that is not
 * JSON; JSON that is not an object resolves to null.
 */
export async function getRefreshedFragments({ doc, wcAjaxUrl: template, timeout, signal }: RefreshOptions): Promise<CartAnswer | null> {
  const body = new URLSearchParams({ time: String(Date.now()) });
  return readCartAnswer(await postToSite(doc.defaultView ?? window, wcAjaxUrl('get_refreshed_fragments', template), body, { signal, timeout }));
}
