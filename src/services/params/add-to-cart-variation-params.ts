import { pageLanguage } from '../page-language.ts';
import { readParams } from './read-params.ts';
import { byLanguage } from './texts.ts';
import { woocommerceParams } from './woocommerce-params.ts';

const TEXTS = {
  ru: {
    i18n_no_matching_variations_text: 'К сожалению, нет товаров, соответствующих вашему выбору. Пожалуйста, выберите другую комбинацию.',
    i18n_make_a_selection_text: 'Пожалуйста, выберите параметры товара, прежде чем добавлять его в корзину.',
    i18n_unavailable_text: 'К сожалению, этот товар недоступен. Пожалуйста, выберите другую комбинацию.',
    i18n_reset_alert_text: 'Ваш выбор сброшен. Пожалуйста, выберите параметры товара, прежде чем добавлять его в корзину.',
  },
  en: {
    i18n_no_matching_variations_text: 'Sorry, no products matched your selection. Please choose a different combination.',
    i18n_make_a_selection_text: 'Please select some product options before adding this product to your cart.',
    i18n_unavailable_text: 'Sorry, this product is unavailable. Please choose a different combination.',
    i18n_reset_alert_text: 'Your selection has been reset. Please select some product options before adding this product to your cart.',
  },
};

/** `wc_add_to_cart_variation_params` (handle `wc-add-to-cart-variation`). */
export function addToCartVariationParams(doc: Document = document) {
  return readParams(doc, 'wc_add_to_cart_variation_params', () => ({
    wc_ajax_url: woocommerceParams(doc).wc_ajax_url,
    ...byLanguage(pageLanguage(doc), TEXTS),
  }));
}
