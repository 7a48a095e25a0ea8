import { fieldRules, isGroup, type Control, type FieldRule } from './field-rules.ts';
import type { FieldValue } from './validate-field.ts';

/** One field of a CF7 form: its wrap (`.wpcf7-form-control-wrap[data-name]`), controls and rules. */
export interface FormField {
  name: string;
  wrap: HTMLElement;
  controls: Control[];
  /** Where CF7 puts `wpcf7-not-valid` and `aria-describedby`: the control, or a group's `.wpcf7-form-control`. */
  target: HTMLElement;
  rules: FieldRule[];
  group: boolean;
}

const CONTROLS = 'input:not([type="hidden"]):not([type="submit"]):not([type="button"]), select, textarea';

export function readFields(form: HTMLFormElement): FormField[] {
  return Array.from(form.querySelectorAll<HTMLElement>('.wpcf7-form-control-wrap[data-name]')).flatMap((wrap): FormField[] => {
    const controls = Array.from(wrap.querySelectorAll<Control>(CONTROLS));
    const first = controls[0];
    if (!first) return [];
    const group = isGroup(first);
    const target = group ? (wrap.querySelector<HTMLElement>('.wpcf7-form-control') ?? first) : first;
    // A group's CF7 classes (wpcf7-validates-as-required) sit on its .wpcf7-form-control span.
    const rules = fieldRules(first);
    if (group && target.classList.contains('wpcf7-validates-as-required') && !rules.some((r) => r.rule === 'required')) rules.unshift({ rule: 'required', param: true });
    return [{ name: wrap.getAttribute('data-name')!, wrap, controls, target, rules, group }];
  });
}

export function fieldValue(field: FormField): FieldValue {
  if (field.group) {
    const checked = field.controls.filter((control) => (control as HTMLInputElement).checked);
    return { value: checked.map((control) => control.value).join(','), count: checked.length, group: true };
  }
  const value = field.controls[0]!.value;
  return { value, count: value.length, group: false };
}

/**
 * Marks a required field's controls `required` (the form is `novalidate`, so this tells assistive
 * tech only), a group's boxes but not its free-text box (usable only while its choice is chosen,
 * and no rule reads it); returns the undo.
 */
export function markRequired(field: FormField): () => void {
  if (!field.rules.some((rule) => rule.rule === 'required')) return () => {};
  const added = field.controls.filter((control) => !control.required && (!field.group || isGroup(control)));
  for (const control of added) control.required = true;
  return () => {
    for (const control of added) control.required = false;
  };
}

/** The field a DOM node belongs to. */
export function fieldOf(fields: readonly FormField[], node: EventTarget | null): FormField | undefined {
  return node instanceof Element ? fields.find((field) => field.wrap.contains(node)) : undefined;
}
