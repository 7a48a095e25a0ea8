import type { FormField } from './form-fields.ts';
import type { FieldErrors } from './judge.ts';

const TIP = 'wpcf7-not-valid-tip';

/**
 * Draws a form's field errors as Contact Form 7's `setValidationError` does: the tip after the
 * control (`span.wpcf7-not-valid-tip`, hidden from screen readers), `wpcf7-not-valid` and
 * `aria-describedby` on the control (a group's `.wpcf7-form-control`), `aria-invalid` on what
 * the server printed it on, and the screen-reader list of errors in
 * the fields' order, each linking to its field. Idempotent: the one writer for the entry's check
 * before the island arrives and for the island, each drawing over what the other drew.
 */
export function drawFieldErrors(fields: readonly FormField[], errors: FieldErrors, unitTag: string, srList: HTMLElement | null): void {
  const items: HTMLLIElement[] = [];
  for (const field of fields) {
    const error = errors[field.name];
    const doc = field.wrap.ownerDocument;
    field.target.classList.toggle('wpcf7-not-valid', Boolean(error));
    // Where the server printed aria-invalid (a text control, an acceptance's checkbox), as CF7
    // sets it; a group's span and boxes have none, and get none.
    for (const marked of field.wrap.querySelectorAll('[aria-invalid]')) marked.setAttribute('aria-invalid', error ? 'true' : 'false');
    let tip = field.wrap.querySelector<HTMLElement>(`.${TIP}`);
    if (!error) {
      field.target.removeAttribute('aria-describedby');
      tip?.remove();
      continue;
    }
    const id = `${unitTag}-ve-${field.name}`;
    field.target.setAttribute('aria-describedby', id);
    if (!tip) {
      tip = doc.createElement('span');
      tip.className = TIP;
      tip.setAttribute('aria-hidden', 'true');
      field.wrap.append(tip);
    }
    if (tip.textContent !== error) tip.textContent = error;
    const item = doc.createElement('li');
    item.id = id;
    const controlId = field.controls[0]?.id;
    if (controlId) {
      const link = doc.createElement('a');
      link.href = `#${controlId}`;
      link.textContent = error;
      item.append(link);
    } else item.textContent = error;
    items.push(item);
  }
  srList?.replaceChildren(...items);
}

/** The errors the fields show now (tips drawn before the island arrived, or printed by the server). */
export function readFieldErrors(fields: readonly FormField[]): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const tip = field.wrap.querySelector(`.${TIP}`)?.textContent;
    if (tip) errors[field.name] = tip;
  }
  return errors;
}
