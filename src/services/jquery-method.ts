import { withJQuery } from './wc-events.ts';

type Method = ((this: unknown, ...args: unknown[]) => unknown) & { [STAND_IN_METHOD]?: true; [QUEUED_CALLS]?: unknown[][] };
type JQueryWithFn = ((nodes: Element[]) => unknown) & { fn?: Record<string, Method | undefined> };

/**
 * Marks a jQuery method one of our classic stand-ins defined until the bundle's own arrives (the
 * early `$.fn.popmake`): the bundle's replaces it, where another script's is kept.
 */
export const STAND_IN_METHOD = Symbol.for('lubrica.standInMethod');

/** The calls a stand-in's static helper took before the bundle's own replaced it (setJQueryStatic). */
const QUEUED_CALLS = Symbol.for('lubrica.queuedCalls');

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

/**
 * What theme code hands a jQuery API as an element: an element, or a jQuery set (or any list) of
 * which the first is taken; undefined for anything else.
 */
export function firstElementOf(value: unknown): Element | undefined {
  const first = value instanceof Element ? value : (value as ArrayLike<unknown> | null | undefined)?.[0];
  return first instanceof Element ? first : undefined;
}

/**
 * A classic stand-in's static helper (`$.mPageScroll2id` where the plugin's script stood): it
 * keeps its calls, in order, for the bundle's helper to make when it replaces it
 * (setJQueryStatic). `first` runs at the first call (the stand-ins say there when the bundle is
 * not on the page).
 */
export function queueingStatic(first: () => void): Method {
  const calls: unknown[][] = [];
  return Object.assign((...args: unknown[]) => void (calls.push(args) === 1 && first()), { [STAND_IN_METHOD]: true as const, [QUEUED_CALLS]: calls });
}

/**
 * Gives jQuery the static helper `name` unless another script already did. One a stand-in gave
 * (queueingStatic) is replaced, and the calls it kept are made on `helper`, in their order.
 */
export function setJQueryStatic(jq: object, name: string, helper: (...args: never[]) => unknown): void {
  const statics = jq as Record<string, Method | undefined>;
  const found = statics[name];
  if (found && !found[STAND_IN_METHOD]) return;
  statics[name] = helper as Method;
  for (const args of found?.[QUEUED_CALLS] ?? []) (helper as Method)(...args);
}

/**
 * Gives jQuery a static helper WooCommerce's own scripts defined (`$.scroll_to_notices` …) when
 * jQuery is on the page without them, now or once it arrives: scripts we do not replace (cart.js,
 * checkout.js) call them. One that another script already defined is kept (setJQueryStatic).
 */
export function provideJQueryStatic(doc: Document, name: string, helper: (...args: never[]) => unknown): void {
  withJQuery(doc, (jq) => setJQueryStatic(jq, name, helper));
}
