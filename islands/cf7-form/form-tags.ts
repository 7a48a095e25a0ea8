import { syncFreeTextBoxes } from './free-text.ts';

/**
 * What Contact Form 7's script does for its form-tags' options while a form is filled in
 * (includes/js/src/: exclusive checkboxes, free text, URL fields, character counts, and the
 * `inert-on-<status>` class a form's author may put on its parts). Started on a form when the
 * visitor comes to it (with the field checks' chunk); its listeners end with `signal`.
 */
export function startFormTags(form: HTMLFormElement, signal: AbortSignal): void {
  syncFreeText(form, null);
  // In the capture phase: an address is completed before anything judges the field's change.
  form.addEventListener('change', (event) => changed(form, event.target), { capture: true, signal });
  // CF7 counts at keyup; an input also counts what was pasted or dropped.
  form.addEventListener('input', (event) => countFor(form, event.target), { signal });
  form.addEventListener('wpcf7reset', () => countFor(form, null), { signal });
  form.addEventListener('wpcf7statuschanged', (event) => inertFor(form, (event as CustomEvent<{ status?: unknown }>).detail?.status), { signal });
}

function changed(form: HTMLFormElement, target: EventTarget | null): void {
  if (target instanceof HTMLInputElement) {
    if (target.classList.contains('wpcf7-validates-as-url')) target.value = withScheme(target.value);
    if (target.type === 'checkbox' && target.checked && target.closest('.wpcf7-exclusive-checkbox')) {
      for (const other of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) if (other !== target && other.name === target.name) other.checked = false;
    }
  }
  syncFreeText(form, target);
}

/** `example.com` → `http://example.com`, as CF7 completes an address typed without its scheme. */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (!trimmed || /^[a-z][a-z0-9.+-]*:/i.test(trimmed) || !trimmed.includes('.')) return trimmed;
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

/**
 * A free-text box is usable only while its choice is chosen (free-text.ts, which the entry runs at
 * the form's start); choosing it puts the visitor in the box.
 */
function syncFreeText(form: HTMLFormElement, target: EventTarget | null): void {
  syncFreeTextBoxes(form);
  if (target instanceof HTMLInputElement && target.checked && /^(checkbox|radio)$/.test(target.type)) {
    target.closest('.has-free-text')?.querySelector<HTMLInputElement>('input.wpcf7-free-text')?.focus();
  }
}

/** The counters of the field typed in (of every field when `target` is null), as CF7 shows them. */
function countFor(form: HTMLFormElement, target: EventTarget | null): void {
  for (const counter of form.querySelectorAll<HTMLElement>('.wpcf7-character-count')) {
    const name = counter.getAttribute('data-target-name');
    const field = Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).find((control) => control.name === name);
    if (!field || (target && target !== field)) continue;
    const read = (attr: string) => Math.abs(parseInt(counter.getAttribute(attr) ?? '', 10)) || 0;
    const length = field.value.trim().length;
    const shown = counter.classList.contains('down') ? read('data-starting-value') - length : length;
    counter.setAttribute('data-current-value', String(shown));
    counter.textContent = String(shown);
    const [max, min] = [read('data-maximum-value'), read('data-minimum-value')];
    counter.classList.toggle('too-long', max > 0 && max < field.value.length);
    counter.classList.toggle('too-short', min > 0 && field.value.length < min);
  }
}

/** The parts marked `inert-on-<status>` are inert while the form is in that status. */
function inertFor(form: HTMLFormElement, status: unknown): void {
  for (const part of form.querySelectorAll('.active-on-any')) {
    part.removeAttribute('inert');
    part.classList.remove('active-on-any');
  }
  if (typeof status !== 'string' || !status) return;
  for (const part of form.querySelectorAll(`.inert-on-${CSS.escape(status)}`)) {
    part.setAttribute('inert', 'inert');
    part.classList.add('active-on-any');
  }
}
