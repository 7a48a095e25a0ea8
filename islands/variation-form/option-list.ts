import type { SelectOptions } from './attribute-options.ts';
import type { AttributeSelect } from './variation-machine.ts';

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

/** What the machine needs to know of the select (variation-machine.ts). */
export const attributeSelect = (list: OptionList): AttributeSelect => ({ name: list.name, values: list.options.map((option) => option.value), showOptionNone: list.showOptionNone });

/**
 * Draws the select as `selectOptions` decided for the other choices: options no variation can
 * take are taken out, those only inactive variations take are disabled, the placeholder goes when
 * it must; then its value. The server's option nodes are kept and put back, never re-created.
 */
export function renderOptions(list: OptionList, result: SelectOptions, value: string): void {
  const { select } = list;
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
  select.value = value;
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
