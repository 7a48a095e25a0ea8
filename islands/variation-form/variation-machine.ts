import { selectOptions, type SelectOptions } from './attribute-options.ts';
import { chosenAttributes, firstMatch, isComplete, type AttributeMap, type ChosenAttributes } from './match-variation.ts';
import type { Variation } from './variation.ts';
import type { Step } from '../../src/runtime/step.ts';

/**
 * The variation form as add-to-cart-variation.js 9.9.5 runs it, pure: `step(state, input)` gives
 * the next state and the effects, in WooCommerce's order, that the runner (variation-form.ts)
 * carries out on the page. WooCommerce wires its steps through events on the form, each handled
 * by its own handler and then heard by other scripts (`check_variations` → `update_variation_values`
 * → `found_variation` …). Here those events are outputs (`emit`, after the handler's own effects,
 * as jQuery runs WooCommerce's handler, bound first, before the others) and, when another script
 * triggers one at the form, inputs (`heard`); the steps between them are plain function calls.
 * The table test beside this file is the contract.
 */

/** Timings of add-to-cart-variation.js 9.9.5 (spec §9). */
export const CHECK_DELAY = 100;
export const REVEAL_DELAY = 300;

export interface AttributeSelect {
  /** `data-attribute_name` (or the name): the key in a variation's `attributes`. */
  readonly name: string;
  /** Every option value the server printed, the placeholder excluded. */
  readonly values: readonly string[];
  /** `data-show_option_none` is not "no": the placeholder stays once a value is chosen. */
  readonly showOptionNone: boolean;
}

export type ButtonState = 'enabled' | 'unavailable' | 'selection-needed';

export interface VariationState {
  /** Inline variations, or null in AJAX mode (the server matches each full choice). */
  readonly variations: readonly Variation[] | null;
  readonly selects: readonly AttributeSelect[];
  /** The selects' values, as the page had them at the last input and as the steps since set them. */
  readonly values: AttributeMap;
  /** Until the first check has run: no "no match" message for what the page was printed with. */
  readonly loading: boolean;
  readonly resetShown: boolean;
  /** The `get_variation` request in flight (AJAX mode), and whether it was asked by the first check. */
  readonly asked: { readonly key: string; readonly firstLoad: boolean } | null;
  /** The server's answers per combination: a combination is asked once. */
  readonly answers: ReadonlyMap<string, Variation | false>;
  /** The variation whose details are shown when the reveal timer ends. */
  readonly reveal: { readonly variation: Variation; readonly purchasable: boolean } | null;
}

/** WooCommerce's events on the form that its own handlers answer (and another script may trigger). */
export const HANDLED = [
  'check_variations',
  'update_variation_values',
  'found_variation',
  'reset_data',
  'reset_image',
  'show_variation',
  'hide_variation',
  'announce_reset',
  'clear_reset_announcement',
  'reset_focus',
] as const;
export type HandledEvent = (typeof HANDLED)[number];

export type VariationInput = { readonly values: AttributeMap } & (
  | { readonly type: 'start' }
  /** The 100 ms after the start are over. */
  | { readonly type: 'first-check' }
  /** A select changed (the visitor, or another script firing `change`). */
  | { readonly type: 'select-change' }
  | { readonly type: 'reset-clicked' }
  /** The add-to-cart button was clicked; its classes as the page has them now. */
  | { readonly type: 'add-clicked'; readonly disabled: boolean; readonly unavailable: boolean; readonly selectionNeeded: boolean }
  /** The 300 ms after a match are over. */
  | { readonly type: 'reveal' }
  | { readonly type: 'answer'; readonly key: string; readonly answer: Variation | false }
  | { readonly type: 'answer-failed'; readonly key: string; readonly reason: string }
  /** Another script triggered one of WooCommerce's events at the form. */
  | { readonly type: 'heard'; readonly name: HandledEvent; readonly args: readonly unknown[] }
  /** `reload_product_variations`: the data the page now holds, read by the runner. */
  | { readonly type: 'reload'; readonly variations: readonly Variation[] | null }
);

export type VariationEffect =
  /** Trigger a WooCommerce event on the form, or on `.single_variation` (`show_variation`, `hide_variation`). */
  | { readonly type: 'emit'; readonly name: string; readonly args: readonly unknown[]; readonly on: 'form' | 'region' }
  /** `wc_variation_form`, with the form's API. */
  | { readonly type: 'emit-form-ready' }
  | { readonly type: 'timer'; readonly timer: 'first-check' | 'reveal'; readonly ms: number }
  | { readonly type: 'cancel-reveal' }
  /** `.single_variation_wrap` shown (WooCommerce prints it hidden for a no-JS page). */
  | { readonly type: 'show-wrap' }
  /** A select's options as the other choices allow (removed, disabled, the placeholder), and its value. */
  | { readonly type: 'options'; readonly name: string; readonly options: SelectOptions; readonly value: string }
  | { readonly type: 'select-value'; readonly name: string; readonly value: string }
  /** A native `change` on the select, for other scripts (this machine has already taken it into account). */
  | { readonly type: 'fire-change'; readonly name: string }
  | { readonly type: 'variation-id'; readonly value: string }
  | { readonly type: 'no-match'; readonly shown: boolean }
  | { readonly type: 'reset-link'; readonly shown: boolean }
  /** SKU, weight, dimensions of the variation, or the product's own again (null). */
  | { readonly type: 'details'; readonly variation: Variation | null }
  /** The gallery's main image: the variation's, or the product's own again (false). */
  | { readonly type: 'image'; readonly variation: Variation | false }
  | { readonly type: 'quantity'; readonly variation: Variation }
  /** `.single_variation`: the variation's template (or the unavailable one) shown, or slid away (null). */
  | { readonly type: 'region'; readonly variation: Variation | null }
  /** The add-to-cart button; 'native': no state class, the form submits as printed. */
  | { readonly type: 'button'; readonly state: ButtonState | 'native' }
  | { readonly type: 'busy'; readonly on: boolean }
  | { readonly type: 'request'; readonly key: string; readonly chosen: AttributeMap }
  | { readonly type: 'abort-request' }
  | { readonly type: 'prevent-default' }
  | { readonly type: 'alert'; readonly text: 'unavailable' | 'make-a-selection' }
  | { readonly type: 'reset-announcement'; readonly shown: boolean }
  | { readonly type: 'focus-first-select' }
  | { readonly type: 'warn'; readonly message: string };

export type VariationStep = Step<VariationState, VariationEffect>;

export interface MachineEnv {
  /** HTML-decodes a variation's attribute value, as the option values the browser parsed are decoded. */
  decode(value: string): string;
}

export function initialState(variations: readonly Variation[] | null, selects: readonly AttributeSelect[], values: AttributeMap, resetShown: boolean): VariationState {
  return { variations, selects, values, loading: true, resetShown, asked: null, answers: new Map(), reveal: null };
}

/** The key a combination is asked and remembered under. */
export const answerKey = (chosen: AttributeMap): string => JSON.stringify(chosen);

const isVariation = (value: unknown): value is Variation => typeof value === 'object' && value !== null && !Array.isArray(value);
const isChosen = (value: unknown): value is ChosenAttributes =>
  typeof value === 'object' && value !== null && typeof (value as ChosenAttributes).count === 'number' && typeof (value as ChosenAttributes).data === 'object';
export const isPurchasable = (variation: Variation): boolean => Boolean(variation.is_purchasable && variation.is_in_stock && variation.variation_is_visible);

export function step(state: VariationState, input: VariationInput, env: MachineEnv): VariationStep {
  // A working copy: the steps below are WooCommerce's handlers, which call each other.
  let s: VariationState = { ...state, values: { ...state.values, ...input.values } };
  const out: VariationEffect[] = [];
  const ajax = () => s.variations === null;
  const chosen = () => chosenAttributes(s.selects.map((select) => [select.name, s.values[select.name] ?? ''] as const));

  /** WooCommerce triggers `name`: its own handler first, then everybody else hears it. */
  function trigger(name: string, args: unknown[] = [], on: 'form' | 'region' = 'form'): void {
    if ((HANDLED as readonly string[]).includes(name)) handle(name as HandledEvent, args);
    out.push({ type: 'emit', name, args, on });
  }

  function handle(name: HandledEvent, args: readonly unknown[]): void {
    switch (name) {
      case 'check_variations':
        return findVariation(args[0]);
      case 'update_variation_values':
        return updateAttributes();
      case 'found_variation':
        return foundVariation(args[0]);
      case 'reset_data':
        return resetDisplayedVariation();
      case 'reset_image':
        out.push({ type: 'image', variation: false });
        return;
      case 'show_variation':
        out.push({ type: 'button', state: args[1] ? 'enabled' : 'unavailable' });
        return;
      case 'hide_variation':
        out.push({ type: 'button', state: 'selection-needed' });
        return;
      case 'announce_reset':
        out.push({ type: 'reset-announcement', shown: true });
        return;
      case 'clear_reset_announcement':
        out.push({ type: 'reset-announcement', shown: false });
        return;
      case 'reset_focus':
        out.push({ type: 'focus-first-select' });
        return;
    }
  }

  function toggleResetLink(on: boolean): void {
    if (!on) {
      out.push({ type: 'reset-link', shown: false });
      s = { ...s, resetShown: false };
    } else if (!s.resetShown) {
      out.push({ type: 'reset-link', shown: true });
      s = { ...s, resetShown: true };
    }
  }

  function abortRequest(): void {
    if (!s.asked) return;
    out.push({ type: 'abort-request' }, { type: 'busy', on: false });
    s = { ...s, asked: null };
  }

  function answered(answer: Variation | false, firstLoad: boolean): void {
    if (answer) return trigger('found_variation', [answer]);
    trigger('reset_data');
    if (!firstLoad) out.push({ type: 'no-match', shown: true });
  }

  /** AJAX mode: the server matches; one request at a time, each combination asked once. */
  function askServer(picked: ChosenAttributes): void {
    if (s.asked) {
      out.push({ type: 'abort-request' });
      s = { ...s, asked: null };
    }
    const key = answerKey(picked.data);
    const known = s.answers.get(key);
    if (known !== undefined) {
      out.push({ type: 'busy', on: false });
      return answered(known, s.loading);
    }
    s = { ...s, asked: { key, firstLoad: s.loading } };
    out.push({ type: 'busy', on: true }, { type: 'request', key, chosen: picked.data });
  }

  /** `check_variations` (onFindVariation). */
  function findVariation(arg: unknown): void {
    let picked = isChosen(arg) ? arg : chosen();
    if (isComplete(picked)) {
      if (ajax()) askServer(picked);
      else {
        trigger('update_variation_values');
        // A choice the update made invalid was reset: match what the selects now hold.
        if (!isChosen(arg)) picked = chosen();
        const variation = isComplete(picked) ? firstMatch(s.variations!, picked.data) : null;
        if (variation) trigger('found_variation', [variation]);
        else {
          trigger('reset_data');
          if (isComplete(picked)) {
            picked = { ...picked, chosenCount: 0 };
            if (!s.loading) out.push({ type: 'no-match', shown: true });
          }
        }
      }
    } else {
      abortRequest();
      trigger('update_variation_values');
      trigger('reset_data');
    }
    toggleResetLink(picked.chosenCount > 0);
  }

  /** `update_variation_values` (onUpdateAttributes): inline mode only. */
  function updateAttributes(): void {
    const variations = s.variations;
    if (!variations) return;
    const others = chosen().data;
    const invalidated: string[] = [];
    for (const select of s.selects) {
      const current = s.values[select.name] ?? '';
      const options = selectOptions(variations, others, { name: select.name, values: select.values, current, showOptionNone: select.showOptionNone }, env.decode);
      const value = current && !options.selectionValid ? '' : current;
      if (value !== current) invalidated.push(select.name);
      s = { ...s, values: { ...s.values, [select.name]: value } };
      out.push({ type: 'options', name: select.name, options, value });
    }
    // `.val('').trigger('change')` on each select whose choice no longer combines.
    for (const name of invalidated) {
      out.push({ type: 'fire-change', name });
      selectChanged();
    }
    trigger('woocommerce_update_variation_values');
  }

  /** `found_variation` (onFoundVariation). */
  function foundVariation(variation: unknown): void {
    if (!isVariation(variation)) return;
    out.push(
      { type: 'details', variation },
      { type: 'image', variation },
      { type: 'variation-id', value: String(variation.variation_id ?? '') },
      { type: 'quantity', variation },
    );
    // 9.9.5 waits 300 ms so screen readers notice the change of the alert region.
    if (s.reveal) out.push({ type: 'cancel-reveal' });
    s = { ...s, reveal: { variation, purchasable: isPurchasable(variation) } };
    out.push({ type: 'timer', timer: 'reveal', ms: REVEAL_DELAY });
  }

  /** `reset_data` (onResetDisplayedVariation). */
  function resetDisplayedVariation(): void {
    out.push({ type: 'details', variation: null });
    trigger('reset_image');
    // WooCommerce lets a pending reveal show the old variation after a reset; it is cancelled here.
    if (s.reveal) {
      out.push({ type: 'cancel-reveal' });
      s = { ...s, reveal: null };
    }
    out.push({ type: 'region', variation: null });
    trigger('hide_variation', [], 'region');
  }

  /** `change` on a select (onChange). */
  function selectChanged(): void {
    out.push({ type: 'variation-id', value: '' }, { type: 'no-match', shown: false });
    trigger('clear_reset_announcement');
    if (!ajax()) trigger('woocommerce_variation_select_change');
    trigger('check_variations');
    trigger('woocommerce_variation_has_changed');
  }

  switch (input.type) {
    case 'start':
      out.push({ type: 'show-wrap' }, { type: 'timer', timer: 'first-check', ms: CHECK_DELAY });
      break;
    case 'first-check':
      trigger('check_variations');
      out.push({ type: 'emit-form-ready' });
      s = { ...s, loading: false };
      break;
    case 'select-change':
      selectChanged();
      break;
    case 'reset-clicked':
      out.push({ type: 'prevent-default' });
      // `$attributeFields.val('').trigger('change')`: every select emptied, then each one's change.
      for (const select of s.selects) {
        s = { ...s, values: { ...s.values, [select.name]: '' } };
        out.push({ type: 'select-value', name: select.name, value: '' });
      }
      for (const select of s.selects) {
        out.push({ type: 'fire-change', name: select.name });
        selectChanged();
      }
      trigger('announce_reset');
      trigger('reset_data');
      trigger('reset_focus');
      break;
    case 'add-clicked':
      if (!input.disabled) break;
      out.push({ type: 'prevent-default' });
      if (input.unavailable) out.push({ type: 'alert', text: 'unavailable' });
      else if (input.selectionNeeded) out.push({ type: 'alert', text: 'make-a-selection' });
      break;
    case 'reveal':
      if (!s.reveal) break;
      {
        const { variation, purchasable } = s.reveal;
        s = { ...s, reveal: null };
        out.push({ type: 'region', variation });
        trigger('show_variation', [variation, purchasable], 'region');
      }
      break;
    case 'answer':
      if (s.asked?.key !== input.key) break;
      {
        const { firstLoad } = s.asked;
        s = { ...s, asked: null, answers: new Map(s.answers).set(input.key, input.answer) };
        answered(input.answer, firstLoad);
        out.push({ type: 'busy', on: false });
      }
      break;
    case 'answer-failed':
      if (s.asked?.key !== input.key) break;
      s = { ...s, asked: null };
      // The form's own submit then, what the page does without JavaScript. WooCommerce 9.9 adds no
      // variable product without its variation_id: it comes back to the page with its notice
      // ("Please choose product options…") and the choices kept, where the form asks again. (The
      // classic script leaves the button disabled; its click alerts "Please select some product options…".)
      out.push({ type: 'warn', message: `get_variation failed (${input.reason}); the form submits without JavaScript` }, { type: 'button', state: 'native' }, { type: 'busy', on: false });
      break;
    case 'heard':
      handle(input.name, input.args);
      break;
    case 'reload':
      s = { ...s, variations: input.variations, answers: new Map() };
      trigger('check_variations');
      break;
  }
  return { state: s, effects: out };
}
