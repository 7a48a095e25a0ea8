import { defineBehaviour } from '../../src/runtime/define.ts';
import { provideJQueryStatic } from '../../src/services/wc-events.ts';

/**
 * WooCommerce's notices helpers for the scripts we leave in place: cart.js and checkout.js call
 * woocommerce.js's `$.scroll_to_notices` after an update, and woocommerce.js is replaced. The
 * scroll code loads only when one of them calls it.
 */
export default defineBehaviour({
  name: 'notices',
  listen(doc) {
    const win = doc.defaultView ?? window;
    provideJQueryStatic(doc, 'scroll_to_notices', (target: Element | ArrayLike<Element>) => {
      void import('./scroll-to-notices.ts').then(
        ({ scrollToNotices }) => scrollToNotices(win, target),
        (error: unknown) => console.error('[theme] behaviour "notices": the scroll code could not be loaded', error),
      );
    });
    return () => undefined;
  },
});
