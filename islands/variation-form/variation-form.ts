import type { Unmount } from '../../src/runtime/define.ts';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { blockUI } from '../../src/services/cart/block-ui.ts';
import type { addToCartVariationParams } from '../../src/services/params/add-to-cart-variation-params.ts';
import { later, timerSlot } from '../../src/services/timers.ts';
import { afterJQueryReady } from '../../src/services/jquery-ready.ts';
import { emitOwnWc, isOwnWcEvent, jQueryData, onDomEvent, onWc } from '../../src/services/wc-events.ts';
import { fadeIn, slideDown, slideUp } from '../../src/ui/slide.ts';
import { resetImage, updateImage } from './image-swap.ts';
import { chosenAttributes } from './match-variation.ts';
import { attributeSelect, readOptionList, renderOptions, restoreOptions } from './option-list.ts';
import { readDataValue, readVariations, type VariationFormProps } from './parse-props.ts';
import { decodeEntities, resetDetails, showDetails } from './product-details.ts';
import { quantityFor } from './quantity.ts';
import type { Variation } from './variation.ts';
import { HANDLED, initialState, step, type ButtonState, type HandledEvent, type VariationEffect, type VariationInput, type VariationState } from './variation-machine.ts';
import type { RegionView } from './VariationRegion.tsx';

type Params = ReturnType<typeof addToCartVariationParams>;
/** What the caller of `dispatch` gives: the selects' values are read here, at that moment. */
type Input = VariationInput extends infer I ? (I extends VariationInput ? Omit<I, 'values'> : never) : never;

export const SLIDE_MS = 200;
const FADE_MS = 400;

/**
 * Runs the variation form's machine (variation-machine.ts) on the form WooCommerce printed: it
 * turns what happens on the page (a select's change, a click, WooCommerce's events that other
 * scripts trigger at the form, the timers, the server's answers) into the machine's inputs, and
 * carries out the effects the machine gives back, in their order, on the server's own nodes. The
 * details block is drawn by a React view (VariationRegion.tsx), fetched at the form's first touch,
 * and as WooCommerce draws it until that view is there; everything else is the server's markup,
 * changed in place.
 */
export function startVariationForm(props: VariationFormProps, params: Params, signal: AbortSignal): Unmount {
  const { form, doc, selects, singleVariation, templates } = props;
  const win = doc.defaultView ?? window;
  const product = form.closest('.product');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
  const lists = selects.map(readOptionList);
  const listByName = new Map(lists.map((list) => [list.name, list]));
  const initialValues = selects.map((select) => select.value);
  const reveal = timerSlot(win, signal);
  const decoded = new Map<string, string>();
  const env = {
    decode: (value: string) => {
      let text = decoded.get(value);
      if (text === undefined) decoded.set(value, (text = decodeEntities(value, doc)));
      return text;
    },
  };
  /** `change` events this runner fired itself: the machine has already taken them into account. */
  const ownChanges = new WeakSet<Event>();
  let request: AbortController | null = null;
  let defaultPrevented: (() => void) | null = null;

  // Read once: asking the computed style on every change would force a style pass each time.
  let state: VariationState = initialState(
    props.variations,
    lists.map(attributeSelect),
    readValues(),
    resetLink ? win.getComputedStyle(resetLink).visibility !== 'hidden' : false,
  );

  function readValues(): Record<string, string> {
    return Object.fromEntries(lists.map((list) => [list.name, list.select.value]));
  }

  function dispatch(input: Input): void {
    if (signal.aborted) return;
    const next = step(state, { ...input, values: readValues() } as VariationInput, env);
    state = next.state;
    for (const effect of next.effects) carryOut(effect);
  }

  const api = {
    form,
    get variationData() {
      return state.variations ?? false;
    },
    get useAjax() {
      return state.variations === null;
    },
    getChosenAttributes: () => chosenAttributes(lists.map((list) => [list.name, list.select.value] as const)),
  };

  // The region's view: React, fetched once, at the form's first touch. A reveal never waits for
  // it: on a slow line its 60 KB took seconds after the choice (5 s at 400 kbit/s, against
  // WooCommerce's 0.3 s), the button stayed disabled meanwhile and an add pressed then was
  // refused. Until it is there the region is drawn as WooCommerce draws it (the template's output
  // as its inner HTML); the view's first render takes the region over.
  let view: Promise<unknown> | null = null;
  let shownBy: RegionView | null = null;
  const regionView = () =>
    (view ??= import('./VariationRegion.tsx').then(
      ({ mountRegion }) => {
        if (!signal.aborted) shownBy = mountRegion(singleVariation);
      },
      (error: unknown) =>
        console.error(`[theme] island "variation-form" on ${describeElement(form)}: its view did not load (${error instanceof Error ? error.message : String(error)}); the details are drawn as WooCommerce draws them`),
    ));

  function setButton(buttonState: ButtonState | 'native'): void {
    const button = form.querySelector<HTMLElement>('.single_add_to_cart_button');
    button?.classList.remove('disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable');
    if (buttonState === 'native') return;
    if (buttonState === 'unavailable') button?.classList.add('disabled', 'wc-variation-is-unavailable');
    if (buttonState === 'selection-needed') button?.classList.add('disabled', 'wc-variation-selection-needed');
    const wrapper = button?.closest('.woocommerce-variation-add-to-cart');
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', buttonState === 'enabled');
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', buttonState !== 'enabled');
  }

  // add-to-cart-variation.js blocks the whole form while get_variation runs (blockUI, a white
  // overlay at 0.6 that takes the clicks): the add to cart cannot be pressed on the old
  // variation's button meanwhile. The keys stay the visitor's: a choice made then supersedes.
  let unblock: (() => void) | null = null;
  function setBusy(busy: boolean): void {
    if (busy) unblock ??= blockUI(form, 'processing');
    else {
      unblock?.();
      unblock = null;
    }
  }

  function setVariationId(value: string): void {
    form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id').forEach((input) => {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  function showNoMatch(shown: boolean): void {
    form.querySelectorAll('.wc-no-matching-variations').forEach((el) => el.parentElement?.remove());
    if (!shown) return;
    const box = doc.createElement('div');
    box.setAttribute('role', 'alert');
    const message = doc.createElement('p');
    message.className = 'wc-no-matching-variations woocommerce-info';
    message.textContent = params.i18n_no_matching_variations_text;
    message.style.display = 'none';
    box.append(message);
    singleVariation.after(box);
    slideDown(message, SLIDE_MS);
  }

  function setQuantity(variation: Variation): void {
    const input = form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
    const quantity = input?.closest<HTMLElement>('.quantity');
    if (!input || !quantity) return;
    const next = quantityFor(variation, input.value);
    input.value = next.value;
    input.setAttribute('min', next.min);
    input.setAttribute('max', next.max);
    input.dispatchEvent(new Event('change', { bubbles: true }));
    quantity.style.display = next.hidden ? 'none' : '';
  }

  function ask(key: string, chosen: Record<string, string>): void {
    const controller = (request = new AbortController());
    const data = { ...chosen, product_id: props.productId, custom_data: props.customData };
    void import('./fetch-variation.ts')
      .then(({ fetchVariation }) => fetchVariation(data, params.wc_ajax_url, controller.signal, doc))
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer !== false && (typeof answer !== 'object' || answer === null || Array.isArray(answer))) throw new Error(`get_variation answered ${JSON.stringify(answer).slice(0, 60)}`);
        dispatch({ type: 'answer', key, answer: (answer || false) as Variation | false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'answer-failed', key, reason: error instanceof Error ? error.message : String(error) });
      });
  }

  function carryOut(effect: VariationEffect): void {
    switch (effect.type) {
      case 'emit':
        return emitOwnWc(effect.on === 'form' ? form : singleVariation, effect.name, ...effect.args);
      case 'emit-form-ready':
        return emitOwnWc(form, 'wc_variation_form', api);
      case 'timer': {
        // WooCommerce makes the form from its ready handler: its first check, with the form's
        // `wc_variation_form` and the gallery's first slide reset, comes after every ready handler
        // has run, and a theme's bound there hears them. The bundle can mount the form first (its
        // chunk before the product page's preparations, which jQuery's ready waits for).
        if (effect.timer === 'first-check') return afterJQueryReady(doc, () => later(win, signal, effect.ms, () => dispatch({ type: 'first-check' })));
        return reveal.set(effect.ms, () => dispatch({ type: 'reveal' }));
      }
      case 'cancel-reveal':
        return reveal.clear();
      case 'show-wrap':
        form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
        return;
      case 'options': {
        const list = listByName.get(effect.name);
        if (list) renderOptions(list, effect.options, effect.value);
        return;
      }
      case 'select-value': {
        const list = listByName.get(effect.name);
        if (list) list.select.value = effect.value;
        return;
      }
      case 'fire-change': {
        const event = new Event('change', { bubbles: true });
        ownChanges.add(event);
        listByName.get(effect.name)?.select.dispatchEvent(event);
        return;
      }
      case 'variation-id':
        return setVariationId(effect.value);
      case 'no-match':
        return showNoMatch(effect.shown);
      case 'reset-link':
        if (!resetLink) return;
        resetLink.style.visibility = effect.shown ? 'visible' : 'hidden';
        if (effect.shown) fadeIn(resetLink, FADE_MS);
        return;
      case 'details':
        return effect.variation ? showDetails(product, effect.variation, doc) : resetDetails(product);
      case 'image':
        return updateImage(form, effect.variation, win);
      case 'quantity':
        return setQuantity(effect.variation);
      case 'region': {
        if (!effect.variation) return slideUp(singleVariation, SLIDE_MS);
        const html = (effect.variation.variation_is_visible ? templates.variation : templates.unavailable)({ variation: effect.variation });
        if (shownBy) shownBy.render(html);
        else singleVariation.innerHTML = html;
        if (html.trim()) slideDown(singleVariation, SLIDE_MS);
        else singleVariation.style.removeProperty('display');
        return;
      }
      case 'button':
        return setButton(effect.state);
      case 'busy':
        return setBusy(effect.on);
      case 'request':
        return ask(effect.key, effect.chosen);
      case 'abort-request':
        request?.abort();
        request = null;
        return;
      case 'prevent-default':
        return defaultPrevented?.();
      case 'alert':
        return win.alert(effect.text === 'unavailable' ? params.i18n_unavailable_text : params.i18n_make_a_selection_text);
      case 'reset-announcement':
        if (resetAlert) resetAlert.textContent = effect.shown ? params.i18n_reset_alert_text : '';
        return;
      case 'focus-first-select':
        return selects[0]?.focus();
      case 'warn':
        return console.warn(`[theme] variation-form on ${describeElement(form)}: ${effect.message}`);
    }
  }

  /** A DOM event whose default the machine may prevent (a click on the reset link or a disabled button). */
  function withDefault(event: { preventDefault(): void }, input: Input): void {
    defaultPrevented = () => event.preventDefault();
    try {
      dispatch(input);
    } finally {
      defaultPrevented = null;
    }
  }

  const onReset = (event: Event) => withDefault(event, { type: 'reset-clicked' });
  const listening = { signal };
  form.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      if (resetLink && target?.closest('.reset_variations') === resetLink) return onReset(event);
      const button = target?.closest('.single_add_to_cart_button');
      if (!button) return;
      const classes = button.classList;
      withDefault(event, { type: 'add-clicked', disabled: classes.contains('disabled'), unavailable: classes.contains('wc-variation-is-unavailable'), selectionNeeded: classes.contains('wc-variation-selection-needed') });
    },
    listening,
  );
  form.addEventListener(
    'keydown',
    (event) => {
      if ((event.key === 'Enter' || event.key === ' ') && resetLink && (event.target as Element | null)?.closest('.reset_variations') === resetLink) onReset(event);
    },
    listening,
  );
  // The view is fetched at the first touch: by the time a full choice is made it has usually arrived.
  for (const name of ['pointerdown', 'focusin'] as const) form.addEventListener(name, () => void regionView(), { ...listening, once: true });
  onDomEvent(
    form,
    'change',
    (event) => {
      const original = (event as { originalEvent?: Event }).originalEvent ?? event;
      if (ownChanges.has(original as Event)) return;
      dispatch({ type: 'select-change' });
    },
    { ...listening, selector: '.variations select' },
  );
  for (const name of HANDLED) {
    onWc(
      form,
      name,
      (args, event) => {
        if (!isOwnWcEvent(event)) dispatch({ type: 'heard', name: name as HandledEvent, args });
      },
      listening,
    );
  }
  onWc(
    form,
    'reload_product_variations',
    () => {
      const fromJQuery = jQueryData(form, 'product_variations');
      const read = readVariations(fromJQuery !== undefined ? fromJQuery : readDataValue(form.getAttribute('data-product_variations') ?? ''));
      if (!read.ok) {
        console.error(`[theme] island "variation-form" on ${describeElement(form)}: reload_product_variations: ${read.error}; the previous variations stay`);
        return;
      }
      dispatch({ type: 'reload', variations: read.variations });
    },
    listening,
  );

  dispatch({ type: 'start' });

  // At the island's unmount (its signal aborts too): the form as the server printed it.
  function teardown(): void {
    request?.abort();
    shownBy?.unmount();
    singleVariation.replaceChildren();
    setBusy(false);
    setButton('native');
    lists.forEach((list, index) => restoreOptions(list, initialValues[index] ?? ''));
    resetDetails(product);
    resetImage(form);
  }
  return teardown;
}
