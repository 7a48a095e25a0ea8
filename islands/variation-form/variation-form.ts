import type { Unmount } from '../../src/runtime/define.ts';
import { describeElement } from '../../src/runtime/describe-element.ts';
import type { addToCartVariationParams } from '../../src/services/params/add-to-cart-variation-params.ts';
import { emitWc, jQueryData, onDomEvent, onWc } from '../../src/services/wc-events.ts';
import { fadeIn, slideDown, slideUp } from '../../src/ui/slide.ts';
import { resetImage, updateImage } from './image-swap.ts';
import { chosenAttributes, firstMatch, isComplete, type ChosenAttributes } from './match-variation.ts';
import { filterOptions, readOptionList, restoreOptions } from './option-list.ts';
import { decodeEntities, resetDetails, showDetails } from './product-details.ts';
import { quantityFor } from './quantity.ts';
import { readDataValue, readVariations, type VariationFormProps } from './parse-props.ts';
import type { Variation } from './variation.ts';

type Params = ReturnType<typeof addToCartVariationParams>;

/** Timings of add-to-cart-variation.js 9.9.5 (spec: constants). */
export const CHECK_DELAY = 100;
export const REVEAL_DELAY = 300;
export const SLIDE_MS = 200;
const FADE_MS = 400;

const isVariation = (value: unknown): value is Variation => typeof value === 'object' && value !== null && !Array.isArray(value);
const isChosen = (value: unknown): value is ChosenAttributes =>
  typeof value === 'object' && value !== null && typeof (value as ChosenAttributes).count === 'number' && typeof (value as ChosenAttributes).data === 'object';

/**
 * Drives a `form.variations_form` the way add-to-cart-variation.js does, on the form's own
 * markup. Like WooCommerce, each step is an event on the form that the step's handler hears
 * (`check_variations` → `found_variation` → `show_variation` …), so other scripts can trigger
 * the same steps at us and hear every one, through jQuery when it is on the page.
 */
export function startVariationForm(props: VariationFormProps, params: Params): Unmount {
  const { form, doc, selects, singleVariation, templates } = props;
  const win = doc.defaultView ?? window;
  const product = form.closest('.product');
  const resetLink = form.querySelector<HTMLElement>('.reset_variations');
  const resetAlert = form.querySelector<HTMLElement>('.reset_variations_alert');
  const lists = selects.map(readOptionList);
  const initialValues = selects.map((select) => select.value);
  let variations = props.variations;
  let loading = true;
  let revealTimer = 0;
  let request: AbortController | null = null;
  /** AJAX answers per combination: a combination already asked is not asked again. */
  const answers = new Map<string, Variation | false>();
  const timers = new Set<number>();
  const cleanups: Unmount[] = [];
  const decoded = new Map<string, string>();
  const decode = (value: string) => {
    let text = decoded.get(value);
    if (text === undefined) decoded.set(value, (text = decodeEntities(value, doc)));
    return text;
  };
  const emit = (name: string, ...args: unknown[]) => emitWc(form, name, ...args);
  const later = (fn: () => void, ms: number) => {
    const id = win.setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms);
    timers.add(id);
    return id;
  };
  // No variations printed: each choice asks the server (WooCommerce's use_ajax).
  const asksServer = () => variations === null;
  const button = () => form.querySelector<HTMLElement>('.single_add_to_cart_button');
  const getChosen = () => chosenAttributes(lists.map((list) => [list.name, list.select.value] as const));

  function setVariationId(value: string): void {
    form.querySelectorAll<HTMLInputElement>('input[name="variation_id"], input.variation_id').forEach((input) => {
      input.value = value;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
  }

  function showNoMatch(): void {
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

  // Read once: asking the computed style on every change would force a style pass each time.
  let resetShown = resetLink ? win.getComputedStyle(resetLink).visibility !== 'hidden' : false;
  function toggleResetLink(on: boolean): void {
    if (!resetLink) return;
    if (!on) {
      resetLink.style.visibility = 'hidden';
      resetShown = false;
    } else if (!resetShown) {
      resetLink.style.visibility = 'visible';
      resetShown = true;
      fadeIn(resetLink, FADE_MS);
    }
  }

  function setBusy(busy: boolean): void {
    form.classList.toggle('processing', busy);
    if (busy) form.setAttribute('aria-busy', 'true');
    else form.removeAttribute('aria-busy');
  }

  function handleAnswer(answer: unknown, firstLoad: boolean): void {
    if (answer) {
      emit('found_variation', answer);
      return;
    }
    emit('reset_data');
    if (!firstLoad) showNoMatch();
  }

  /** AJAX mode: the server matches. One request at a time; a combination is asked once. */
  function askServer(chosen: ChosenAttributes): void {
    request?.abort();
    request = null;
    const key = JSON.stringify(chosen.data);
    const firstLoad = loading;
    const known = answers.get(key);
    if (known !== undefined) {
      setBusy(false);
      handleAnswer(known, firstLoad);
      return;
    }
    const controller = new AbortController();
    request = controller;
    setBusy(true);
    const data = { ...chosen.data, product_id: props.productId, custom_data: props.customData };
    void import('./fetch-variation.ts')
      .then(({ fetchVariation }) => fetchVariation(data, params.wc_ajax_url, controller.signal, doc))
      .then(
        (answer) => {
          if (controller.signal.aborted) return;
          if (answer !== false && !isVariation(answer)) throw new Error(`get_variation answered ${JSON.stringify(answer).slice(0, 60)}`);
          answers.set(key, answer || false);
          handleAnswer(answer, firstLoad);
        },
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // The server picks the variation from the attributes on a normal submit: let it.
        console.warn(`[theme] variation-form on ${describeElement(form)}: get_variation failed (${error instanceof Error ? error.message : String(error)}); the form submits without JavaScript`);
        button()?.classList.remove('disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable');
      })
      .finally(() => {
        if (request !== controller) return;
        request = null;
        setBusy(false);
      });
  }

  function onFindVariation(arg?: unknown): void {
    let chosen = isChosen(arg) ? arg : getChosen();
    if (isComplete(chosen)) {
      if (asksServer()) askServer(chosen);
      else {
        emit('update_variation_values');
        // A choice the update made invalid was reset: match what the selects now hold.
        if (!isChosen(arg)) chosen = getChosen();
        const variation = isComplete(chosen) ? firstMatch(variations!, chosen.data) : null;
        if (variation) emit('found_variation', variation);
        else {
          emit('reset_data');
          if (isComplete(chosen)) {
            chosen = { ...chosen, chosenCount: 0 };
            if (!loading) showNoMatch();
          }
        }
      }
    } else {
      request?.abort();
      emit('update_variation_values');
      emit('reset_data');
    }
    toggleResetLink(chosen.chosenCount > 0);
  }

  function onUpdateAttributes(): void {
    if (!variations) return;
    const chosen = getChosen().data;
    const invalidated = lists.filter((list) => filterOptions(list, variations!, chosen, decode));
    for (const list of invalidated) list.select.dispatchEvent(new Event('change', { bubbles: true }));
    emit('woocommerce_update_variation_values');
  }

  function onFoundVariation(variation: unknown): void {
    if (!isVariation(variation)) return;
    showDetails(product, variation, doc);
    updateImage(form, variation, win);
    const visible = Boolean(variation.variation_is_visible);
    const html = (visible ? templates.variation : templates.unavailable)({ variation });
    setVariationId(String(variation.variation_id ?? ''));
    const qtyInput = form.querySelector<HTMLInputElement>('.single_variation_wrap .quantity input.qty[name="quantity"]');
    const qty = qtyInput?.closest<HTMLElement>('.quantity');
    if (qtyInput && qty) {
      const next = quantityFor(variation, qtyInput.value);
      qtyInput.value = next.value;
      qtyInput.setAttribute('min', next.min);
      qtyInput.setAttribute('max', next.max);
      qtyInput.dispatchEvent(new Event('change', { bubbles: true }));
      qty.style.display = next.hidden ? 'none' : '';
    }
    const purchasable = Boolean(variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible);
    win.clearTimeout(revealTimer);
    // 9.9.5 waits 300 ms so screen readers notice the change of the alert region.
    revealTimer = later(() => {
      singleVariation.innerHTML = html;
      if (html.trim()) slideDown(singleVariation, SLIDE_MS);
      else singleVariation.style.removeProperty('display');
      emitWc(singleVariation, 'show_variation', variation, purchasable);
    }, REVEAL_DELAY);
  }

  function onResetDisplayedVariation(): void {
    resetDetails(product);
    emit('reset_image');
    win.clearTimeout(revealTimer);
    slideUp(singleVariation, SLIDE_MS);
    emitWc(singleVariation, 'hide_variation');
  }

  function setButton(state: 'enabled' | 'unavailable' | 'selection-needed'): void {
    const el = button();
    if (el) {
      el.classList.remove('disabled', 'wc-variation-selection-needed', 'wc-variation-is-unavailable');
      if (state === 'unavailable') el.classList.add('disabled', 'wc-variation-is-unavailable');
      if (state === 'selection-needed') el.classList.add('disabled', 'wc-variation-selection-needed');
    }
    const wrapper = el?.closest('.woocommerce-variation-add-to-cart');
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-enabled', state === 'enabled');
    wrapper?.classList.toggle('woocommerce-variation-add-to-cart-disabled', state !== 'enabled');
  }

  function onReload(): void {
    const fromJQuery = jQueryData(form, 'product_variations');
    const read = readVariations(fromJQuery !== undefined ? fromJQuery : readDataValue(form.getAttribute('data-product_variations') ?? ''));
    if (!read.ok) {
      console.error(`[theme] island "variation-form" on ${describeElement(form)}: reload_product_variations: ${read.error}; the previous variations stay`);
      return;
    }
    variations = read.variations;
    answers.clear();
    emit('check_variations');
  }

  function onChange(event: { target: EventTarget | null }): void {
    const select = event.target as Element | null;
    if (!select?.matches?.('.variations select')) return;
    setVariationId('');
    form.querySelectorAll('.wc-no-matching-variations').forEach((el) => el.parentElement?.remove());
    emit('clear_reset_announcement');
    if (!asksServer()) emit('woocommerce_variation_select_change');
    emit('check_variations');
    emit('woocommerce_variation_has_changed');
  }

  function onReset(event: Event): void {
    event.preventDefault();
    for (const select of selects) {
      select.value = '';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    emit('announce_reset');
    emit('reset_data');
    emit('reset_focus');
  }

  function onClick(event: MouseEvent): void {
    const target = event.target as Element | null;
    if (resetLink && target?.closest('.reset_variations') === resetLink) return onReset(event);
    const clicked = target?.closest('.single_add_to_cart_button');
    if (!clicked?.classList.contains('disabled')) return;
    event.preventDefault();
    if (clicked.classList.contains('wc-variation-is-unavailable')) win.alert(params.i18n_unavailable_text);
    else if (clicked.classList.contains('wc-variation-selection-needed')) win.alert(params.i18n_make_a_selection_text);
  }

  function onKeydown(event: KeyboardEvent): void {
    if ((event.key === 'Enter' || event.key === ' ') && resetLink && (event.target as Element | null)?.closest('.reset_variations') === resetLink) onReset(event);
  }

  const api = {
    form,
    get variationData() {
      return variations ?? false;
    },
    get useAjax() {
      return asksServer();
    },
    getChosenAttributes: getChosen,
  };

  const handlers: Record<string, (args: unknown[]) => void> = {
    check_variations: ([arg]) => onFindVariation(arg),
    update_variation_values: onUpdateAttributes,
    found_variation: ([variation]) => onFoundVariation(variation),
    reset_data: onResetDisplayedVariation,
    reset_image: () => updateImage(form, false, win),
    show_variation: ([, purchasable]) => setButton(purchasable ? 'enabled' : 'unavailable'),
    hide_variation: () => setButton('selection-needed'),
    reload_product_variations: onReload,
    announce_reset: () => resetAlert && (resetAlert.textContent = params.i18n_reset_alert_text),
    clear_reset_announcement: () => resetAlert && (resetAlert.textContent = ''),
    reset_focus: () => selects[0]?.focus(),
  };
  for (const [name, handler] of Object.entries(handlers)) cleanups.push(onWc(form, name, (args) => handler(args)));
  cleanups.push(onDomEvent(form, 'change', onChange));
  form.addEventListener('click', onClick);
  form.addEventListener('keydown', onKeydown);
  cleanups.push(() => {
    form.removeEventListener('click', onClick);
    form.removeEventListener('keydown', onKeydown);
  });

  form.querySelector<HTMLElement>('.single_variation_wrap')?.style.removeProperty('display');
  later(() => {
    emit('check_variations');
    emit('wc_variation_form', api);
    loading = false;
  }, CHECK_DELAY);

  return () => {
    for (const cleanup of cleanups) cleanup();
    for (const id of timers) win.clearTimeout(id);
    win.clearTimeout(revealTimer);
    request?.abort();
    setBusy(false);
    lists.forEach((list, index) => restoreOptions(list, initialValues[index] ?? ''));
    resetDetails(product);
    resetImage(form);
  };
}
