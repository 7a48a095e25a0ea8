import { pageLanguage } from '../page-language.ts';
import { readParams } from './read-params.ts';
import { byLanguage } from './texts.ts';

/** `woocommerce_params` (handle `woocommerce`). */
export function woocommerceParams(doc: Document = document) {
  return readParams(doc, 'woocommerce_params', () => ({
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    ...byLanguage(pageLanguage(doc), {
      ru: { i18n_password_show: 'Показать пароль', i18n_password_hide: 'Скрыть пароль' },
      en: { i18n_password_show: 'Show password', i18n_password_hide: 'Hide password' },
    }),
  }));
}
