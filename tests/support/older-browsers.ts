/**
 * Init scripts (`page.addInitScript`, `context.addInitScript`) that make Chromium lack something
 * browsers the site still serves do not have, before any script of the page runs.
 */

/**
 * Firefox before 121, Safari before 15.4 and Chrome before 105: a selector with `:has()` is a
 * SyntaxError, in every selector API.
 */
export function refuseHasSelector(): void {
  for (const proto of [Document.prototype, DocumentFragment.prototype, Element.prototype] as unknown as Array<Record<string, unknown>>) {
    for (const name of ['querySelectorAll', 'querySelector', 'matches', 'closest']) {
      const native = proto[name] as ((this: unknown, selector: string) => unknown) | undefined;
      if (!native) continue;
      proto[name] = function (this: unknown, selector: string) {
        if (String(selector).includes(':has(')) throw new DOMException(`'${selector}' is not a valid selector.`, 'SyntaxError');
        return native.call(this, selector);
      };
    }
  }
}

/** Safari before 17.4 and Firefox before 124 (an iPhone 8 or X stays on Safari 16). */
export function lackAbortSignalAny(): void {
  Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true });
}
