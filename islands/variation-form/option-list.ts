import { selectOptions, type OptionVariation } from './attribute-options.ts';
import type { AttributeMap } from './match-variation.ts';

/**
 * The option elements of one attribute select as the server printed them, kept so filtering
 * can take options out and put them back (WooCommerce caches the same as `attribute_html`).
 */
export interface OptionList {
  select: HTMLSelectElement;
  name: string;
  placeholder: HTMLOptionElement | null;
  options: HTMLOptionElement[];
  classes: string[];
  showOptionNone: boolean;
}

export const attributeNameOf = (select: HTMLSelectElement): string => select.getAttribute('data-attribute_name') || select.name;

export function readOptionList(select: HTMLSelectElement): OptionList {
  const all = Array.from(select.options);
  const placeholder = all[0]?.value === '' ? all[0] : null;
  const options = placeholder ? all.slice(1) : all;
  return {
    select,
    name: attributeNameOf(select),
    placeholder,
    options,
    classes: options.map((option) => option.className),
    showOptionNone: select.getAttribute('data-show_option_none') !== 'no',
  };
}

/**
 * Filters the select for the other choices. Returns true when its value no longer combines and
 * was reset to '' (the caller fires `change` for it, as WooCommerce does).
 */
export function filterOptions(list: OptionList, variations: readonly OptionVariation[], chosen: AttributeMap, decode: (value: string) => string): boolean {
  const { select } = list;
  const current = select.value;
  const result = selectOptions(variations, chosen, { name: list.name, values: list.options.map((o) => o.value), current, showOptionNone: list.showOptionNone }, decode);
  const wanted: HTMLOptionElement[] = [];
  if (list.placeholder && !result.removePlaceholder) wanted.push(list.placeholder);
  list.options.forEach((option, index) => {
    if (!result.attached.has(option.value)) return;
    const enabled = result.enabled.has(option.value);
    option.disabled = !enabled;
    option.className = [list.classes[index], 'attached', enabled ? 'enabled' : ''].filter(Boolean).join(' ');
    wanted.push(option);
  });
  const children = select.children;
  if (children.length !== wanted.length || wanted.some((option, index) => children[index] !== option)) select.replaceChildren(...wanted);
  if (current && result.selectionValid) {
    select.value = current;
    return false;
  }
  select.value = '';
  return current !== '';
}

/** Puts the server's options back (unmount). */
export function restoreOptions(list: OptionList, value: string): void {
  list.options.forEach((option, index) => {
    option.className = list.classes[index] ?? '';
    option.disabled = false;
  });
  list.select.replaceChildren(...(list.placeholder ? [list.placeholder] : []), ...list.options);
  list.select.value = value;
}
