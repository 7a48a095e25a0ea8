import type { IslandDefinition } from './define.ts';

export const MARKER_ATTR = 'data-island';

export interface Registry {
  byName(name: string): IslandDefinition | undefined;
  /** Every [element, definition] pair in `root` (root included), markers first. */
  candidates(root: ParentNode): Array<[HTMLElement, IslandDefinition | string]>;
}

/**
 * Holds the definitions. An unknown marker name comes back as a plain string so the runtime can
 * report it on its element instead of ignoring a theme's typo.
 */
/** The elements in `root` that match `selector`, `root` itself first when it matches. */
export function within(root: ParentNode, selector: string): HTMLElement[] {
  const found = Array.from(root.querySelectorAll<HTMLElement>(selector));
  if (root instanceof Element && root.matches(selector)) found.unshift(root as HTMLElement);
  return found;
}

export function createRegistry(definitions: readonly IslandDefinition[]): Registry {
  const byName = new Map(definitions.map((def) => [def.name, def]));
  let withStock = definitions.filter((def) => def.stock);

  return {
    byName: (name) => byName.get(name),
    candidates(root) {
      const pairs: Array<[HTMLElement, IslandDefinition | string]> = [];
      for (const el of within(root, `[${MARKER_ATTR}]`)) {
        const name = el.getAttribute(MARKER_ATTR)!.trim();
        pairs.push([el, byName.get(name) ?? name]);
      }
      for (const def of withStock) {
        try {
          for (const el of within(root, def.stock!)) {
            // A marker names the island explicitly; stock matching never adds a second one.
            if (el.hasAttribute(MARKER_ATTR)) continue;
            pairs.push([el, def]);
          }
        } catch (error) {
          // A selector this browser does not understand (`:has()` before Firefox 121 and Safari
          // 15.4): that island is left to the server's markup, and reported once (its SyntaxError
          // quotes the selector), where the exception left every island of the page unmounted.
          withStock = withStock.filter((other) => other !== def);
          console.error(`[theme] island "${def.name}" left out:`, error);
        }
      }
      return pairs;
    },
  };
}
