type JQueryWithFn = ((nodes: Element[]) => unknown) & { fn?: Record<string, unknown> };

/**
 * Marks a jQuery method one of our classic stand-ins defined until the bundle's own arrives (the
 * early `$.fn.popmake`): the bundle's replaces it, where another script's is kept.
 */
export const STAND_IN_METHOD = Symbol.for('lubrica.standInMethod');

/**
 * Gives jQuery a plugin method (`$(el).popmake('open')`) for theme code that calls it. Theme code
 * that calls a jQuery plugin loads jQuery itself, so jQuery is on the page by the time this runs
 * (or the method has no caller). `method` gets the set's elements, the call's arguments, and
 * `wrap` to hand nodes back as a jQuery set; its result is returned, or the set itself (for
 * chaining) when undefined. A method another script already defined is kept; one our stand-in
 * defined (STAND_IN_METHOD) is replaced.
 */
export function provideJQueryMethod(doc: Document, name: string, method: (elements: Element[], args: unknown[], wrap: (nodes: Element[]) => unknown) => unknown): void {
  const jq = (doc.defaultView as (Window & { jQuery?: unknown }) | null)?.jQuery as JQueryWithFn | undefined;
  const existing = jq?.fn?.[name] as Record<symbol, unknown> | undefined;
  if (typeof jq !== 'function' || !jq.fn || (existing !== undefined && !existing[STAND_IN_METHOD])) return;
  jq.fn[name] = function (this: ArrayLike<Element>, ...args: unknown[]) {
    const result = method(Array.from(this), args, (nodes) => jq(nodes));
    return result === undefined ? this : result;
  };
}
