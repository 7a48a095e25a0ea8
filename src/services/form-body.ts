/**
 * Encodes data the way jQuery.param does for `$.post` (WooCommerce's payloads): nested objects
 * and arrays become `a[b]=c` and `a[]=c`, so PHP reads the same `$_POST` shape.
 */
export function formBody(data: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams();
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => add(`${key}[${typeof item === 'object' && item !== null ? index : ''}]`, item));
    } else if (value !== null && typeof value === 'object') {
      for (const [inner, item] of Object.entries(value)) add(`${key}[${inner}]`, item);
    } else {
      body.append(key, value === null ? '' : String(value));
    }
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return body;
}
