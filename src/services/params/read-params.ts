import { readGlobal, type Shape } from '../read-global.ts';

const cache = new WeakMap<Document, Map<string, unknown>>();

/**
 * A localized global (`wp_localize_script` output), read and validated once per document and
 * memoized, so a page that never needs a global never warns about it missing. Each global has
 * its own small file beside this one that gives its defaults.
 */
export function readParams<S extends Shape>(doc: Document, name: string, defaults: () => S, options: { optional?: boolean } = {}): S {
  let byName = cache.get(doc);
  if (!byName) cache.set(doc, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, readGlobal(doc.defaultView ?? window, name, defaults(), options));
  return byName.get(name) as S;
}
