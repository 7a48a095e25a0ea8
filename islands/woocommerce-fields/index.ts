import { defineBehaviour } from '../../src/runtime/define.ts';
import { reportFailure } from '../../src/runtime/report-failure.ts';

/**
 * What woocommerce.js does to WooCommerce's form fields: a show/hide button on its password
 * fields, and field descriptions (`woocommerce_form_field`'s `span.description`) that slide open
 * while their field is used. Such fields are on a few pages (account, checkout), so only this
 * is in the entry; the rest is a chunk fetched on those pages, as woocommerce.js ran at DOM-ready.
 */
const FIELDS = '.woocommerce form .woocommerce-Input[type="password"], .woocommerce form input[type="password"].woocommerce-Input, .woocommerce-input-wrapper span.description';

let chunk: Promise<typeof import('./fields.ts')> | undefined;
const load = () => (chunk ??= import('./fields.ts'));

export default defineBehaviour({
  name: 'woocommerce-fields',
  selector: FIELDS,
  upgrade(el, doc) {
    void load().then(
      (fields) => fields.upgrade(el, doc),
      (error: unknown) => reportFailure(el, 'woocommerce-fields', error),
    );
  },
  listen(doc) {
    // The chunk starts listening when it upgrades the first field; this stops it.
    return () => void chunk?.then((fields) => fields.stop(doc), () => undefined);
  },
});
