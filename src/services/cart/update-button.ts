import type { Fragments } from './cart-answer.ts';
import { addToCartParams } from '../params/add-to-cart-params.ts';
import { emitWc, wcNode } from '../wc-events.ts';

/**
 * add-to-cart.js updateButton: the button leaves `loading`; after a successful add it is `added`
 * and gets a View cart link after it, unless this is the cart page or a link is already there.
 */
export function updateButton(button: HTMLElement, fragments: Fragments | null, doc: Document): void {
  button.classList.remove('loading');
  if (fragments) {
    const params = addToCartParams(doc);
    button.classList.add('added');
    if (!params.is_cart && !button.parentElement?.querySelector('.added_to_cart')) {
      const link = doc.createElement('a');
      link.href = params.cart_url;
      link.className = 'added_to_cart wc-forward';
      link.title = params.i18n_view_cart;
      link.textContent = params.i18n_view_cart;
      button.after(link);
    }
  }
  emitWc(doc.body, 'wc_cart_button_updated', wcNode(button));
}
