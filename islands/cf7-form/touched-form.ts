import { checkBeforeMount } from '../contact-form/check-before-mount.ts';
import { markRequired, readFields } from '../contact-form/form-fields.ts';
import { catchUpChange, startFormTags } from './form-tags.ts';
import { showSubmittingIfHeld } from './held-submit.ts';

// What the cf7-form behaviour fetches when the visitor comes to a form: the field checks made
// before the contact form's island arrives, the spinner at a submit pressed before the island is
// there, and Contact Form 7's form-tag helpers.

/**
 * Starts Contact Form 7's form-tag helpers, and marks `required` every field the bundle requires
 * (field-rules.ts: each email, checkbox and radio field too, beyond Contact Form 7's). The island
 * marks them as well, at its mount, but it comes at the first touch of a button: a visitor on
 * the keyboard or with a screen reader, who goes through the fields first, heard an error on a
 * group never said to be required (the price request's packaging). The marks go when `signal`
 * aborts (the form taken off the page, or the bundle stopped).
 */
export function startForm(form: HTMLFormElement, signal: AbortSignal): void {
  startFormTags(form, signal);
  // They stay if the island fails: the form then posts without JavaScript, which they must not
  // stop. Contact Form 7 prints its forms `novalidate`; one without it the browser would check.
  if (!form.noValidate) return;
  const unmark = readFields(form).map(markRequired);
  signal.addEventListener('abort', () => unmark.forEach((undo) => undo()), { once: true });
}

/** A form's event heard by the entry (a field left or edited, a click) while the island may be on its way. */
export function beforeMount(form: HTMLFormElement, event: Event): void {
  if (event.type === 'click') return showSubmittingIfHeld(form, event);
  // First, so the field is judged as the helpers left it (an address with its scheme).
  if (event.type === 'change') catchUpChange(form, event);
  checkBeforeMount(form, event);
}
