type Method = ((this: unknown, ...args: unknown[]) => unknown) & { [STAND_IN_METHOD]?: true };
type JQueryWithFn = ((nodes: Element[]) => unknown) & { fn?: Record<string, Method | undefined> };

/**
 * Marks a jQuery method one of our classic stand-ins defined until the bundle's own arrives (the
 * early `$.fn.popmake`): the bundle's replaces it, where another script's is kept.
 */
export const STAND_IN_METHOD = Symbol.for('lubrica.standInMethod');

const jQueryOf = (doc: Document) => (doc.defaultView as (Window & { jQuery?: JQueryWithFn }) | null)?.jQuery;

/**
 * Gives jQuery a plugin method (`$(el).popmake('open')`) for theme code that calls it. Theme code
 * that calls a jQuery plugin loads jQuery itself, so jQuery is on the page by the time this runs
 * (or the method has no caller). `method` gets the set's elements, the call's arguments, and
 * `wrap` to hand nodes back as a jQuery set; its result is returned, or the set itself (for
 * chaining) when undefined. A method another script already defined is kept; one our stand-in
 * defined (STAND_IN_METHOD) is replaced. `standIn` marks this one so (a classic stand-in's).
 */
export function provideJQueryMethod(
  doc: Document,
  name: string,
  method: (elements: Element[], args: unknown[], wrap: (nodes: Element[]) => unknown) => unknown,
  standIn?: boolean,
): void {
  const jq = jQueryOf(doc);
  if (!jq?.fn || jQueryMethodOf(doc, name)) return;
  const provided: Method = function (this: unknown, ...args: unknown[]) {
    const result = method(Array.from(this as ArrayLike<Element>), args, jq);
    return result === undefined ? this : result;
  };
  if (standIn) provided[STAND_IN_METHOD] = true;
  jq.fn[name] = provided;
}

/** The method `name` jQuery has now, unless a stand-in's: another script's, or the bundle's own. */
export function jQueryMethodOf(doc: Document, name: string): Method | undefined {
  const found = jQueryOf(doc)?.fn?.[name];
  return found && !found[STAND_IN_METHOD] ? found : undefined;
}
