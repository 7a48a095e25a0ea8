import { checkBeforeMount } from '../contact-form/check-before-mount.ts';
import { catchUpChange } from './form-tags.ts';
import { showSubmittingIfHeld } from './held-submit.ts';

// What the cf7-form behaviour fetches when the visitor comes to a form: the field checks made
// before the contact form's island arrives, the spinner at a submit pressed before the island is
// there, and Contact Form 7's form-tag helpers.
export { startFormTags } from './form-tags.ts';

/** A form's event heard by the entry (a field left or edited, a click) while the island may be on its way. */
export function beforeMount(form: HTMLFormElement, event: Event): void {
  if (event.type === 'click') return showSubmittingIfHeld(form, event);
  // First, so the field is judged as the helpers left it (an address with its scheme).
  if (event.type === 'change') catchUpChange(form, event);
  checkBeforeMount(form, event);
}
