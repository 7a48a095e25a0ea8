/**
 * Remembers the named attributes of some elements and gives back a function that puts them back
 * exactly (set to the old value, or removed if there was none): how a `prepare` undoes itself.
 */
export function snapshotAttributes(elements: Iterable<Element>, names: readonly string[]): () => void {
  const saved = Array.from(elements, (el) => [el, names.map((name) => el.getAttribute(name))] as const);
  return () => {
    for (const [el, values] of saved) {
      names.forEach((name, index) => {
        const value = values[index];
        if (value === null || value === undefined) el.removeAttribute(name);
        else el.setAttribute(name, value);
      });
    }
  };
}
