import { postWcAjax } from '../../src/services/http.ts';

/**
 * POST `?wc-ajax=get_variation` (AJAX mode): every `attribute_*`, `product_id` and `custom_data`.
 * Answers the variation object, or `false` when nothing matches. Its own chunk: ky is loaded
 * only by forms in AJAX mode.
 */
export function fetchVariation(data: Record<string, unknown>, wcAjaxUrl: string, signal: AbortSignal, doc: Document): Promise<unknown> {
  return postWcAjax<unknown>('get_variation', data, { signal, doc, wcAjaxUrl });
}
