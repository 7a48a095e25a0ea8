/**
 * A chunk asked for once: the first call starts the import, every later call (a second island,
 * the next click, another field) shares its promise, failure included, so a chunk that did not
 * load is not fetched again at each event. The one memo the runtime keeps for islands' chunks,
 * behaviours' chunks and lazy clicks.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
