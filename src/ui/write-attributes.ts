import { snapshotAttributes } from '../runtime/snapshot-attributes.ts';

/** Server elements, each with the attributes to give it (null removes one). */
export type AttributeTargets = ReadonlyArray<readonly [Element, Readonly<Record<string, string | null>>]>;

/**
 * Writes attributes on server elements and gives back how to put the printed values back: what
 * a `prepare` draws at load and a view keeps in step (the carousel pattern's roles and labels,
 * the project archive's filter state).
 */
export function writeAttributes(targets: AttributeTargets): () => void {
  const restores = targets.map(([el, attributes]) => {
    const restore = snapshotAttributes([el], Object.keys(attributes));
    for (const [name, value] of Object.entries(attributes)) {
      if (value === null) el.removeAttribute(name);
      else el.setAttribute(name, value);
    }
    return restore;
  });
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}
