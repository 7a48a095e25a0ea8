import { provideJQueryMethod } from '../../src/services/jquery-method.ts';

type Statics = { mPageScroll2id?: (...args: unknown[]) => unknown };

/**
 * `$(…).mPageScroll2id(method, …)`: the plugin's jQuery method takes the same calls as its static
 * `$.mPageScroll2id`, so it hands them to whichever static is there (the stand-in's, which keeps
 * them, or the chunk's). `standIn` marks the stand-in's, for the chunk's to replace.
 */
export function providePageScrollMethod(doc: Document, jq: object, standIn?: boolean): void {
  provideJQueryMethod(doc, 'mPageScroll2id', (_elements, args) => void (jq as Statics).mPageScroll2id?.(...args), standIn);
}
