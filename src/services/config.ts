import { pageLanguage, type Language } from './page-language.ts';
import { readGlobal } from './read-global.ts';

/**
 * The localized globals, read and validated once per document. Defaults follow the spec, in the
 * page's language (the spec gives the Russian texts; English ones are WooCommerce's).
 */
const TEXTS = {
  ru: {
    ratingOptions: ['1 из 5 звёзд', '2 из 5 звёзд', '3 из 5 звёзд', '4 из 5 звёзд', '5 из 5 звёзд'],
    requiredRating: 'Пожалуйста, поставьте оценку',
    passwordShow: 'Показать пароль',
    passwordHide: 'Скрыть пароль',
    galleryTrigger: 'Просмотр галереи изображений в полноэкранном режиме',
  },
  en: {
    ratingOptions: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'],
    requiredRating: 'Please select a rating',
    passwordShow: 'Show password',
    passwordHide: 'Hide password',
    galleryTrigger: 'View full-screen image gallery',
  },
} satisfies Record<Language, Record<string, string | string[]>>;

function woocommerceParams(win: Window, lang: Language) {
  return readGlobal(win, 'woocommerce_params', {
    ajax_url: '/wp-admin/admin-ajax.php',
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_password_show: TEXTS[lang].passwordShow,
    i18n_password_hide: TEXTS[lang].passwordHide,
  });
}

function singleProductParams(win: Window, lang: Language) {
  const params = readGlobal(win, 'wc_single_product_params', {
    i18n_required_rating_text: TEXTS[lang].requiredRating,
    i18n_rating_options: TEXTS[lang].ratingOptions as readonly string[],
    i18n_product_gallery_trigger_text: TEXTS[lang].galleryTrigger,
    review_rating_required: true,
    photoswipe_enabled: true,
    flexslider_enabled: true,
    zoom_enabled: false,
  });
  // Five labels or none: a short list would leave stars without names.
  if (params.i18n_rating_options.length !== 5) params.i18n_rating_options = TEXTS[lang].ratingOptions;
  return params;
}

export interface Config {
  readonly lang: Language;
  readonly woocommerce: ReturnType<typeof woocommerceParams>;
  readonly singleProduct: ReturnType<typeof singleProductParams>;
}

const cache = new WeakMap<Document, Map<keyof Config, unknown>>();

/**
 * `config(doc).singleProduct`: each section is read on first use, so a page that never needs a
 * global never warns about it missing.
 */
export function config(doc: Document = document): Config {
  const win = doc.defaultView ?? window;
  let sections = cache.get(doc);
  if (!sections) cache.set(doc, (sections = new Map()));
  const memo = <K extends keyof Config>(key: K, read: () => Config[K]): Config[K] => {
    if (!sections.has(key)) sections.set(key, read());
    return sections.get(key) as Config[K];
  };
  return {
    get lang() {
      return memo('lang', () => pageLanguage(doc));
    },
    get woocommerce() {
      return memo('woocommerce', () => woocommerceParams(win, this.lang));
    },
    get singleProduct() {
      return memo('singleProduct', () => singleProductParams(win, this.lang));
    },
  };
}
