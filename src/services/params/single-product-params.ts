import { pageLanguage } from '../page-language.ts';
import { readParams } from './read-params.ts';
import { byLanguage } from './texts.ts';

const TEXTS = {
  ru: {
    i18n_required_rating_text: 'Пожалуйста, поставьте оценку',
    i18n_rating_options: ['1 из 5 звёзд', '2 из 5 звёзд', '3 из 5 звёзд', '4 из 5 звёзд', '5 из 5 звёзд'] as readonly string[],
    i18n_product_gallery_trigger_text: 'Просмотр галереи изображений в полноэкранном режиме',
  },
  en: {
    i18n_required_rating_text: 'Please select a rating',
    i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'] as readonly string[],
    i18n_product_gallery_trigger_text: 'View full-screen image gallery',
  },
};

/** `wc_single_product_params` (handle `wc-single-product`). */
export function singleProductParams(doc: Document = document) {
  const lang = pageLanguage(doc);
  const params = readParams(doc, 'wc_single_product_params', () => ({
    ...byLanguage(lang, TEXTS),
    review_rating_required: true,
    photoswipe_enabled: true,
    flexslider_enabled: true,
    zoom_enabled: false,
    // flexslider's options object (filter woocommerce_single_product_carousel_options); only rtl is read.
    flexslider: {} as Record<string, unknown>,
  }));
  // Five labels or none: a short list would leave stars without names.
  if (params.i18n_rating_options.length !== 5) params.i18n_rating_options = TEXTS[lang].i18n_rating_options;
  return params;
}
