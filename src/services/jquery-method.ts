type JQueryWithFn = ((nodes: Element[]) => unknown) & { fn?: Record<string, unknown> };

/**
 * Gives jQuery a plugin method (`$(el).popmake('open')`) for theme code that calls it. Theme code
 * that calls a jQuery plugin loads jQuery itself, so jQuery is on the page by the time this runs
 * (or the method has no caller). `method` gets the set's elements, the call's arguments, and
 * `wrap` to hand nodes back as a jQuery set; its result is returned, or the set itself (for
 * chaining) when undefined. A method another script already defined is kept.
 */
export function provideJQueryMethod(doc: Document, name: string, method: (elements: Element[], args: unknown[], wrap: (nodes: Element[]) => unknown) => unknown): void {
  const jq = (doc.defaultView as (Window & { jQuery?: unknown }) | null)?.jQuery as JQueryWithFn | undefined;
  if (typeof jq !== 'function' || !jq.fn || jq.fn[name] !== undefined) return;
  jq.fn[name] = function (this: ArrayLike<Element>, ...args: unknown[]) {
    const result = method(Array.from(this), args, (nodes) => jq(nodes));
    return result === undefined ? this : result;
  };
}
