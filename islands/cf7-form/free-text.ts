/**
 * A free-text box (a choice's `free_text` option) is usable only while its choice is chosen, as
 * Contact Form 7 sets it at its start and at each change. Here in the entry, at the form's start:
 * a box left usable until the visitor's first touch of the form could be tapped into, and then
 * taken away under the finger when the form's code arrived.
 */
export function syncFreeTextBoxes(form: HTMLFormElement): void {
  for (const text of form.querySelectorAll<HTMLInputElement>('.has-free-text .wpcf7-free-text')) {
    text.disabled = !text.closest('.has-free-text')?.querySelector(':checked');
  }
}
