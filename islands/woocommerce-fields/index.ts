import { defineBehaviour } from '../../src/runtime/define.ts';

/**
 * What woocommerce.js does to WooCommerce's form fields: a show/hide button on its password
 * fields, and field descriptions (`woocommerce_form_field`'s `span.description`) that slide open
 * while their field is used. Such fields are on a few pages (account, checkout), so only this
 * is in the entry; the rest is a chunk fetched on those pages, as woocommerce.js ran at DOM-ready.
 * If it does not load, each field is reported and works as printed.
 */
const FIELDS = '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form span > input[type="password"], .woocommerce-input-wrapper span.description';

export default defineBehaviour({
  name: 'woocommerce-fields',
  selector: FIELDS,
  chunk: () => import('./fields.ts'),
  upgrade(el, { doc, signal, chunk }) {
    void chunk(el).then((fields) => fields?.upgrade(el, doc, signal));
  },
});
