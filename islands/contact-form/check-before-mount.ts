import { STATE_ATTR } from '../../src/runtime/report-failure.ts';
import { drawFieldErrors, readFieldErrors } from './field-errors.ts';
import { fieldOf, readFields } from './form-fields.ts';
import { judgeField, judgedOnEdit, judgedOnLeave, withError } from './judge.ts';
import { parseContactForm } from './parse-props.ts';

/**
 * A field left or edited before the contact form's island has arrived (it comes with React at
 * the first touch of the form): judged and drawn at once, by the same rules and writer as the
 * island's, so the visitor's first error does not wait for React. What it drew is the island's
 * starting state (it reads the tips). A form the island cannot read is left to the island, which
 * reports it.
 */
export function checkBeforeMount(form: HTMLFormElement, event: Event): void {
  // Only while the island is on its way: once mounted it judges, and a failed one leaves the plain form.
  if (form.getAttribute(STATE_ATTR) !== 'pending') return;
  const fields = readFields(form);
  const field = fieldOf(fields, event.target);
  if (!field) return;
  const errors = readFieldErrors(fields);
  const judged =
    event.type === 'focusout' ? judgedOnLeave(field, form, errors, false, (event as FocusEvent).relatedTarget) : judgedOnEdit(field, errors, false);
  // The form's settings are read only for a field that is judged (most keystrokes are not).
  if (!judged) return;
  const parsed = parseContactForm(form, { name: 'contact-form', doc: form.ownerDocument });
  if (!parsed.ok) return;
  const { lang, unitTag, srList } = parsed.props;
  const next = withError(errors, field.name, judgeField(field, form, lang));
  if (next !== errors) drawFieldErrors(fields, next, unitTag, srList);
}
