import ky, { type KyInstance } from 'ky';
import { woocommerceParams } from './params/woocommerce-params.ts';
import { formBody } from './form-body.ts';
import { SITE_REQUEST, SITE_TIMEOUT, wcAjaxUrl } from './site-request.ts';

/**
 * One ky instance per backend. Islands call these functions; they never build URLs. The cart's
 * calls (add, remove, the mini cart's refresh) are the exception: they go through the browser's
 * fetch on the same terms (site-request.ts's postToSite), so the first add on a page does not
 * wait for ky. WooCommerce answers `?wc-ajax=` with status 200 and `Content-Type: text/html` even for JSON,
 * so bodies are parsed as JSON regardless of the header, and a body that is not JSON rejects.
 */
const base = ky.create({ ...SITE_REQUEST, timeout: SITE_TIMEOUT, retry: 0 });

export interface CallOptions {
  signal?: AbortSignal;
  /** Milliseconds (SITE_TIMEOUT by default); `false`: none, for a write the server may still be doing. */
  timeout?: number | false;
  doc?: Document;
  /** A script's own `wc_ajax_url` (its params global), instead of woocommerce_params'. */
  wcAjaxUrl?: string;
}

async function json<T>(request: Promise<Response>): Promise<T> {
  const text = await (await request).text();
  return JSON.parse(text) as T;
}

function post(client: KyInstance, url: string, body: BodyInit, { signal, timeout }: CallOptions) {
  return client.post(url, { body, ...(signal ? { signal } : {}), ...(timeout === undefined ? {} : { timeout }) });
}

export function postWcAjax<T>(endpoint: string, data: Record<string, unknown>, options: CallOptions = {}): Promise<T> {
  const template = options.wcAjaxUrl ?? woocommerceParams(options.doc).wc_ajax_url;
  return json<T>(post(base, wcAjaxUrl(endpoint, template), formBody(data), options));
}

/** A form-encoded POST to a URL a plugin printed (e.g. `pum_vars.ajaxurl`), answer parsed as JSON. */
export function postForm<T>(url: string, data: Record<string, unknown>, options: CallOptions = {}): Promise<T> {
  return json<T>(post(base, url, formBody(data), options));
}

/** The generic ajax helper of the spec: `action` plus data to admin-ajax, answer `{success, data}`. */
export interface AjaxAnswer<T = unknown> {
  success: boolean;
  data: T;
}

export function postAdminAjax<T = unknown>(action: string, data: Record<string, unknown>, options: CallOptions = {}): Promise<AjaxAnswer<T>> {
  const url = woocommerceParams(options.doc).ajax_url;
  return json<AjaxAnswer<T>>(post(base, url, formBody({ action, ...data }), options));
}

/** An admin-ajax call whose answer is not JSON (WCML answers with an empty body): resolves with the status, rejects on an HTTP error. */
export async function postAdminAjaxStatus(action: string, data: Record<string, unknown>, options: CallOptions = {}): Promise<number> {
  const url = woocommerceParams(options.doc).ajax_url;
  return (await post(base, url, formBody({ action, ...data }), options)).status;
}

/** REST calls carry the nonce WordPress printed for them. */
export function postRest<T = unknown>(url: string, payload: unknown, nonce: string, options: CallOptions = {}): Promise<T> {
  const request = base.post(url, {
    json: payload,
    headers: { 'X-WP-Nonce': nonce },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return json<T>(request);
}

/** HTML pages fetched for in-place loading (quick view, project pager). */
export async function getHtml(url: string, options: CallOptions = {}): Promise<string> {
  const response = await base.get(url, { ...(options.signal ? { signal: options.signal } : {}), headers: { Accept: 'text/html' } });
  return response.text();
}
