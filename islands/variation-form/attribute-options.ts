import { findMatchingVariations, type AttributeMap } from './match-variation.ts';

/**
 * Option filtering of one attribute select (add-to-cart-variation.js `onUpdateAttributes`), pure.
 * The other selects' choices constrain this one: options no matching variation uses are removed,
 * options only inactive variations use stay but are disabled. Inline mode only.
 */
export interface OptionVariation {
  attributes: AttributeMap;
  variation_is_active?: boolean;
}

export interface SelectOptions {
  /** Option values (the placeholder '' excluded) that stay in the select. */
  attached: Set<string>;
  /** Of those, the ones that can be picked (the others are disabled). */
  enabled: Set<string>;
  /** The placeholder goes too (`show_option_none` "no" with a valid selection). */
  removePlaceholder: boolean;
  /** The current value survives: '' (nothing chosen) or an attached and enabled option. */
  selectionValid: boolean;
}

export interface SelectInput {
  name: string;
  /** Every option value the select was printed with, the placeholder excluded. */
  values: readonly string[];
  /** The select's current value ('' when nothing is chosen). */
  current: string;
  /** `data-show_option_none`: "no" means the placeholder goes once a valid value is chosen. */
  showOptionNone: boolean;
}

/**
 * @param decode HTML-decodes a variation's attribute value (`$('<div/>').html(v).text()`), as the
 *   option values the browser parsed are decoded: `&amp;` in the JSON matches `&` in the option.
 */
export function selectOptions(
  variations: readonly OptionVariation[],
  chosen: AttributeMap,
  select: SelectInput,
  decode: (value: string) => string = (value) => value,
): SelectOptions {
  const others = { ...chosen, [select.name]: '' };
  const attachedValues = new Set<string>();
  const enabledValues = new Set<string>();
  let anyAttached = false;
  let anyEnabled = false;
  for (const variation of findMatchingVariations(variations, others)) {
    if (!Object.hasOwn(variation.attributes, select.name)) continue;
    const raw = variation.attributes[select.name]!;
    if (raw) {
      const value = decode(raw);
      attachedValues.add(value);
      if (variation.variation_is_active) enabledValues.add(value);
    } else {
      // "Any": every option is attached (and enabled when the variation is active).
      anyAttached = true;
      if (variation.variation_is_active) anyEnabled = true;
    }
  }
  const attached = new Set<string>();
  const enabled = new Set<string>();
  for (const value of select.values) {
    if (anyAttached || attachedValues.has(value)) {
      attached.add(value);
      if (anyEnabled || enabledValues.has(value)) enabled.add(value);
    }
  }
  const selectionValid = select.current === '' || (attached.size > 0 && enabled.has(select.current));
  const removePlaceholder = attached.size > 0 && select.current !== '' && selectionValid && !select.showOptionNone;
  return { attached, enabled, removePlaceholder, selectionValid };
}
