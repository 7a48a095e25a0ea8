import { SITE_REQUEST, wcAjaxUrl } from '../site-request.ts';
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
 * tab, at idle, also for a visitor without a cart: so it is made with the browser's fetch, on the
 * same terms as the http layer (SITE_REQUEST: same origin, no redirect followed, a time-out), and
 * not through ky, which would add 5.8 KB gzip to every such page. Rejects on a network error,
 * the time-out, an HTTP error, a redirect or a body that is not JSON; JSON that is not an object
 * resolves to null.
 */
export async function getRefreshedFragments({ doc, wcAjaxUrl: template, timeout, signal }: RefreshOptions): Promise<CartAnswer | null> {
  const win = doc.defaultView ?? window;
  const response = await win.fetch(wcAjaxUrl('get_refreshed_fragments', template), {
    ...SITE_REQUEST,
    method: 'POST',
    body: new URLSearchParams({ time: String(Date.now()) }),
    signal: AbortSignal.any([signal, AbortSignal.timeout(timeout)]),
  });
  if (!response.ok) throw new Error(response.type === 'opaqueredirect' ? 'the server answered with a redirect' : `HTTP ${response.status}`);
  return readCartAnswer(JSON.parse(await response.text()));
}
