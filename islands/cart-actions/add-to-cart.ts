import { prefetchReplacing } from '../../src/services/cart/apply-fragments.ts';
import { addToCart } from '../../src/services/cart/cart-api.ts';
import { setCartWidgetsShown } from '../../src/services/cart/cart-widget.ts';
import { commitCart } from '../../src/services/cart/commit-cart.ts';
import { cookies } from '../../src/services/cookies.ts';
import { announceCart, clearCartLiveRegion } from '../../src/services/cart/live-region.ts';
import { addToCartParams } from '../../src/services/params/add-to-cart-params.ts';
import { redirectSafely } from '../../src/services/safe-redirect.ts';
import { askWc, emitWc, wcData, wcNode } from '../../src/services/wc-events.ts';
import { buttonPayload } from './button-payload.ts';
import { fetchAheadForCheckout } from './fetch-ahead.ts';
import { cartRequests } from './serial-queue.ts';
import { updateButton } from '../../src/services/cart/update-button.ts';

/** For the mini cart, which updates the button another script's added_to_cart passes (rarely: it fetches this chunk then). */
export { updateButton };

/**
 * The pointer came to an add button (a `warm` row): the answer's fragments will need the
 * replacing code and DOMPurify, fetched now rather than at the click. On a slow line the mini
 * cart waited for them after the answer; the classic scripts have them from the start.
 */
export { prefetchReplacing as warm };

/**
 * One click on an AJAX add-to-cart button (add-to-cart.js): loading → request (queued behind
 * earlier ones) → added, View cart link, fragments, announcement, `added_to_cart`. Unlike
 * WooCommerce, a request that fails (network, HTTP error, a body that is not JSON) does not leave
 * the button loading: the visitor is taken to the button's own no-JS link, so the add still happens;
 * unless the cart cookie says the server added it all the same, when the page is loaded again (as
 * for an add whose new cart cannot be shown: the replacing code did not load). One not answered
 * yet is waited for, as there (no time-out: cart-api.ts says why).
 */
export default function addToCartClick(button: HTMLElement, doc: Document): void {
  const body = doc.body;
  const params = addToCartParams(doc);
  clearCartLiveRegion(doc);
  button.classList.remove('added');
  button.classList.add('loading');

  if (!askWc(body, 'should_send_ajax_request.adding_to_cart', wcNode(button))) {
    emitWc(body, 'ajax_request_not_sent.adding_to_cart', false, false, wcNode(button));
    updateButton(button, null, doc);
    return;
  }

  const payload = buttonPayload(button.dataset, wcData(button));
  prefetchReplacing(doc);
  setCartWidgetsShown(doc, true);
  emitWc(body, 'adding_to_cart', wcNode(button), payload);

  void cartRequests.add(async () => {
    const cartBefore = cartHash();
    const fallBack = (reason: unknown) => fallBackFrom(button, doc, reason, cartBefore);
    let answer;
    try {
      answer = await addToCart(payload, doc);
    } catch (error) {
      return fallBack(error);
    }
    if (!answer) return fallBack('the answer is not an object');
    if (answer.error && answer.product_url) {
      if (!redirectSafely(answer.product_url, doc)) fallBack(`product_url ${answer.product_url} is not on this site`);
      return;
    }
    if (params.cart_redirect_after_add) {
      if (!redirectSafely(params.cart_url, doc)) fallBack(`cart_url ${params.cart_url} is not on this site`);
      return;
    }
    if (!answer.fragments) return fallBack('the answer has no fragments');
    // add-to-cart.js's added_to_cart handlers, in their order: the button, the fragments (then
    // wc_fragments_loaded), the announcement; then every later handler hears added_to_cart. The
    // button at the answer, as there: the fragments may wait for DOMPurify (on a slow line the
    // View cart link came 0.5 s after the answer, with the mini cart).
    updateButton(button, answer.fragments, doc);
    try {
      await commitCart(doc, answer, 'change');
    } catch (error) {
      return fallBack(error); // added (the cart cookie changed): the page is loaded again
    }
    fetchAheadForCheckout(doc);
    emitWc(body, 'wc_fragments_loaded');
    announceCart(doc, button.dataset.success_message);
    emitWc(body, 'added_to_cart', answer.fragments, answer.cart_hash, wcNode(button));
  });
}

/** WooCommerce's cart cookie: it changes with the cart, on the answer to an add that added. */
const cartHash = () => cookies.get('woocommerce_cart_hash') ?? '';

function fallBackFrom(button: HTMLElement, doc: Document, reason: unknown, cartBefore: string): void {
  const href = button.getAttribute('href');
  const why = reason instanceof Error ? reason.message : String(reason);
  // The server may have added the product before its answer went wrong (a PHP notice printed
  // before the JSON, a proxy's error after PHP had finished), or its new cart could not be shown
  // (the replacing code did not load): the cart cookie changed with it. The button's link would
  // add it a second time; the page loaded again shows the cart as it is.
  if (cartHash() !== cartBefore) {
    console.warn(`[theme] add to cart by ajax went wrong (${why}), but the cart changed; loading the page again`);
    doc.location.reload();
    return;
  }
  console.warn(`[theme] add to cart by ajax failed (${why}); following the button's link instead`);
  if (href && href !== '#') {
    doc.location.assign(href);
    return;
  }
  updateButton(button, null, doc);
}
