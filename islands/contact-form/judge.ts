import type { Language } from '../../src/services/page-language.ts';
import { fieldValue, type FormField } from './form-fields.ts';
import { validateField } from './validate-field.ts';

/** The errors a form shows, by field name. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * A field's error now, or null: its rules against its value (`equalTo` reads the other field in
 * the form, or in the page). One judge for the entry's check before the island and for the island.
 */
export function judgeField(field: FormField, form: HTMLFormElement, lang: Language): string | null {
  return validateField(field.rules, fieldValue(field), lang, (selector) => {
    const other = form.querySelector<HTMLInputElement>(selector) ?? form.ownerDocument.querySelector<HTMLInputElement>(selector);
    return other ? other.value : null;
  });
}

/**
 * Whether leaving a field judges it (jQuery Validation's `onfocusout`): not a group, and not an
 * untouched empty field before the first submit (its lazy first pass). Nor when focus moves to
 * the submit button: the submit checks everything, and a tip appearing now would shift the
 * button away between mousedown and mouseup, losing the click.
 */
export function judgedOnLeave(field: FormField, form: HTMLFormElement, errors: FieldErrors, submitted: boolean, to: EventTarget | null): boolean {
  if (field.group || (!submitted && fieldValue(field).count === 0 && !errors[field.name])) return false;
  return !(to instanceof Element && to.matches('[type="submit"]') && form.contains(to));
}

/** Whether an edit re-judges a field (`onkeyup`/`onclick`): eager once it has an error, and a group's after a submit. */
export function judgedOnEdit(field: FormField, errors: FieldErrors, submitted: boolean): boolean {
  return Boolean(errors[field.name]) || (field.group && submitted);
}

/**
 * A field the visitor changed and left before anything listened (the island arrives at the first
 * touch of the form): judged when the island comes, as its blur would have been. One still
 * focused, or unchanged, waits for its blur as usual.
 */
export function leftChanged(field: FormField, doc: Document): boolean {
  if (field.group || field.wrap.contains(doc.activeElement)) return false;
  const changed = field.controls.some((control) => 'defaultValue' in control && control.value !== control.defaultValue);
  return changed && fieldValue(field).count > 0;
}

/** `errors` with `field`'s entry set to `error` (or taken out); the same object when nothing changes. */
export function withError(errors: FieldErrors, name: string, error: string | null): FieldErrors {
  if ((errors[name] ?? null) === error) return errors;
  const next = { ...errors };
  if (error) next[name] = error;
  else delete next[name];
  return next;
}
