import { startFormTags as startTagHelpers } from './form-tags.ts';
import { showSubmittingWhileHeld } from './held-submit.ts';

// What the cf7-form behaviour fetches when the visitor comes to a form: the field checks made
// before the contact form's island arrives, Contact Form 7's form-tag helpers, and the spinner
// at a submit pressed before the island is there.
export { checkBeforeMount } from '../contact-form/check-before-mount.ts';

export function startFormTags(form: HTMLFormElement, signal: AbortSignal): void {
  startTagHelpers(form, signal);
  showSubmittingWhileHeld(form, signal);
}
