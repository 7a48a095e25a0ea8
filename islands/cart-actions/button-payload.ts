/**
 * The add-to-cart payload: every data attribute of the button. WooCommerce takes `$btn.data()`
 * (jQuery's data cache, where plugins put extra keys with `.data(k, v)`) and overwrites it with
 * `dataset`, so both are read, `dataset` winning.
 */
export function buttonPayload(dataset: DOMStringMap, jqueryData: Record<string, unknown> | null): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...(jqueryData ?? {}) };
  for (const [key, value] of Object.entries(dataset)) if (value !== undefined) payload[key] = value;
  return payload;
}
