import { pageLanguage } from '../page-language.ts';
import { readParams } from './read-params.ts';
import { byLanguage } from './texts.ts';

/** `wc_add_to_cart_params` (handle `wc-add-to-cart`): add-to-cart.js's, its `wc_ajax_url` for its own calls. */
export function addToCartParams(doc: Document = document) {
  const lang = pageLanguage(doc);
  return readParams(doc, 'wc_add_to_cart_params', () => ({
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_view_cart: byLanguage(lang, { ru: 'Просмотр корзины', en: 'View cart' }),
    cart_url: lang === 'ru' ? '/ru/cart/' : '/cart/',
    is_cart: false,
    cart_redirect_after_add: false,
  }));
}
