import { STATE_ATTR } from '../../src/runtime/report-failure.ts';

/**
 * Contact Form 7 shows its spinner as the submit button is pressed. The contact form's island
 * (with React) may still be on its way then: a visitor who typed in the fields and goes straight
 * for the button wakes it with that press, and the runtime holds the click until the island is
 * mounted. On a slow line nothing showed meanwhile (4.6 s at 400 kbit/s on the real staging,
 * against CF7's 0.14 s), and the button looked dead. At a held press the form takes CF7's
 * `submitting` class, which its stylesheet keys the spinner on; the island's first status
 * replaces the class (its status and events start from the form's `data-status`, left alone), and
 * if the island fails the click is made natively and the page posts the form.
 *
 * The entry hears the click (on the window, before the runtime's hold stops it on the document)
 * and hands it here once this chunk is in, which may be after the press: the spinner then shows
 * as the chunk arrives, if the island is still on its way.
 */
export function showSubmittingIfHeld(form: HTMLFormElement, click: Event): void {
  const button = (click.target as Element | null)?.closest?.('[type="submit"], button:not([type])');
  if (button && form.contains(button) && form.getAttribute(STATE_ATTR) === 'pending') form.classList.add('submitting');
}
