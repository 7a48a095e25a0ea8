/**
 * Text percent-decoded, as an address's fragment or path part is (`#%D0%BE` is a Cyrillic id), or
 * undefined when it is malformed (`#%E0`): a hash or a link typed by hand must not throw out of
 * the island that reads it.
 */
export function percentDecoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
