import { readParams } from './read-params.ts';

/**
 * WCML's `actions` (its cart_widget.js, printed when WPML's language cookie is on): whether the
 * visitor came from a page in another language (`is_lang_switched`), and whether the site asks
 * for the cart fragments to be reset on every page (`force_reset`, filter
 * `wcml_force_reset_cart_fragments`). Optional: most pages of a site without WCML have none.
 */
export function wcmlCartParams(doc: Document = document) {
  return readParams(doc, 'actions', () => ({ is_lang_switched: false, force_reset: false }), { optional: true });
}
