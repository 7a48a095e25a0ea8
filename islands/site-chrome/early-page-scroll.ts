import { runtimeForCall } from '../../src/runtime/bundle-runtime.ts';
import { queueingStatic, setJQueryStatic } from '../../src/services/jquery-method.ts';
import { providePageScrollMethod } from './page-scroll-method.ts';

/**
 * Page Scroll to id's API where its script stood (page-scroll-stand-in.ts), for theme code that
 * calls it before the site chrome's chunk has started (at jQuery's ready): `$.mPageScroll2id`
 * keeps its calls, and the chunk's (page-scroll-plugin.ts) makes them in order when it replaces
 * it. Without jQuery there is nothing to give; without the bundle, the first call says so.
 */
export function installEarlyPageScroll(win: Window): void {
  const jq = (win as Window & { jQuery?: object }).jQuery;
  if (!jq) return;
  setJQueryStatic(jq, 'mPageScroll2id', queueingStatic(() => void runtimeForCall(win, 'site-chrome: $.mPageScroll2id')));
  providePageScrollMethod(win.document, jq, true);
}
