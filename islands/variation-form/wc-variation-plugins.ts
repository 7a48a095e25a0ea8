import { runtimeForCall, wakeIslands } from '../../src/runtime/bundle-runtime.ts';
import { STATE_ATTR } from '../../src/runtime/report-failure.ts';
import { provideJQueryMethod } from '../../src/services/jquery-method.ts';
import { emitWc } from '../../src/services/wc-events.ts';
import { maybeResetSlidePosition, resetImage, resetVariationAttr, setVariationAttr, updateImage, type ImageVariation } from './image-swap.ts';
import { resetContent, setContent } from './product-details.ts';

type Each = (el: HTMLElement, args: unknown[]) => void;

/**
 * The jQuery plugins of WooCommerce's add-to-cart-variation.js that other code calls: a quick
 * view or a swatches plugin starts a form it inserted with `$form.wc_variation_form()`, themes
 * use the `wc_set_*` and image helpers. Built as the classic script
 * `dist/stand-ins/wc-add-to-cart-variation.js`, which the plugin prints where WooCommerce's script
 * stood when jQuery is on the page (after jQuery), so a script that depends on WooCommerce's finds
 * them there. The helpers work as WooCommerce's do, with the island's own code (image-swap.ts,
 * product-details.ts). `wc_variation_form` wakes the form's island, once the bundle has started; on
 * a form whose island has mounted it reads the variations again (`reload_product_variations`), as
 * WooCommerce's second start of a form does. Each returns the set, for chaining.
 */
export function installVariationPlugins(win: Window): void {
  const doc = win.document;
  const plugins: Record<string, Each> = {
    wc_set_content: (el, [content]) => setContent(el, String(content)),
    wc_reset_content: (el) => resetContent(el),
    wc_set_variation_attr: (el, [attr, value]) => setVariationAttr(el, String(attr), value),
    wc_reset_variation_attr: (el, [attr]) => resetVariationAttr(el, String(attr)),
    wc_maybe_trigger_slide_position_reset: (form, [variation]) => maybeResetSlidePosition(form, variation as ImageVariation | false),
    wc_variations_image_update: (form, [variation]) => updateImage(form, variation as ImageVariation | false, win),
    wc_variations_image_reset: (form) => resetImage(form),
  };
  for (const [name, each] of Object.entries(plugins))
    provideJQueryMethod(doc, name, (elements, args) => {
      for (const el of elements) each(el as HTMLElement, args);
    });
  provideJQueryMethod(doc, 'wc_variation_form', (elements) => void startForms(win, elements));
}

async function startForms(win: Window, forms: Element[]): Promise<void> {
  const islands = await runtimeForCall(win, 'variation-form: $.fn.wc_variation_form');
  if (!islands) return;
  const mounted = forms.filter((form) => form.getAttribute(STATE_ATTR) === 'mounted');
  for (const form of mounted) emitWc(form, 'reload_product_variations');
  await wakeIslands(islands, forms.filter((form) => !mounted.includes(form)));
}
