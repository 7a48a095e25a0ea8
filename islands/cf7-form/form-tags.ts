import { syncFreeTextBoxes } from './free-text.ts';

/**
 * What Contact Form 7's script does for its form-tags' options while a form is filled in
 * (includes/js/src/: exclusive checkboxes, free text, URL fields, character counts, and the
 * `inert-on-<status>` class a form's author may put on its parts). Started on a form when the
 * visitor comes to it (with the field checks' chunk); its listeners end with `signal`. What the
 * visitor did while this was on its way is caught up: the counters and the inert parts here,
 * the changes as the entry hands them on (`catchUpChange`).
 */
export function startFormTags(form: HTMLFormElement, signal: AbortSignal): void {
  syncFreeText(form, null);
  // CF7 counts at its start; here that also counts what was typed before.
  countFor(form, null);
  // A status the island set before this came (CF7 marks a status at its change, not `init` at its start).
  const status = form.getAttribute('data-status');
  if (status !== 'init') inertFor(form, status);
  // In the capture phase: an address is completed before anything judges the field's change.
  form.addEventListener(
    'change',
    (event) => {
      heard.add(event);
      changed(form, event.target);
    },
    { capture: true, signal },
  );
  // CF7 counts at keyup; an input also counts what was pasted or dropped.
  form.addEventListener('input', (event) => countFor(form, event.target), { signal });
  form.addEventListener('wpcf7reset', () => countFor(form, null), { signal });
  form.addEventListener('wpcf7statuschanged', (event) => inertFor(form, (event as CustomEvent<{ status?: unknown }>).detail?.status), { signal });
}

/** The changes the helpers heard from their start; one the entry hands on that is not here came before. */
const heard = new WeakSet<Event>();

function changed(form: HTMLFormElement, target: EventTarget | null): void {
  if (target instanceof HTMLInputElement) {
    completeAddress(target);
    tickAlone(form, target);
  }
  syncFreeText(form, target);
}

/**
 * A change of the form that the entry heard, handed on once this chunk is here. One the helpers
 * did not hear came while their chunk was on its way (a slow line; the project's CI once sent
 * `lubrica.lv` unprefixed, judged not an address): done now as it would have been then. The
 * address at once, as the entry hands on the field's focus-out (judged) after its change; the
 * exclusive boxes together once every change handed on with it is in (see `tickLastAlone`); the
 * free-text box entered only if the visitor is still on its choice.
 */
export function catchUpChange(form: HTMLFormElement, event: Event): void {
  const { target } = event;
  if (heard.has(event) || !(target instanceof HTMLInputElement)) return;
  completeAddress(target);
  const ticks = lateTicks.get(form);
  if (ticks) ticks.push(target);
  else {
    lateTicks.set(form, [target]);
    queueMicrotask(() => tickLastAlone(form));
  }
  if (target === target.ownerDocument.activeElement) syncFreeText(form, target);
}

/** The boxes changed before the helpers started, per form, in the order they changed. */
const lateTicks = new WeakMap<HTMLFormElement, HTMLInputElement[]>();

/**
 * Boxes ticked one after the other before the helpers came are all still ticked: in each
 * exclusive group the one ticked last stays, as it would have with CF7 (ticking them in order
 * now would keep the first).
 */
function tickLastAlone(form: HTMLFormElement): void {
  const ticks = lateTicks.get(form) ?? [];
  lateTicks.delete(form);
  const last = new Map<string, HTMLInputElement>();
  for (const box of ticks) if (box.checked) last.set(box.name, box);
  for (const box of last.values()) tickAlone(form, box);
}

/** `example.com` typed in a URL field gets its scheme at its change. */
function completeAddress(target: HTMLInputElement): void {
  if (target.classList.contains('wpcf7-validates-as-url')) target.value = withScheme(target.value);
}

/** An exclusive checkbox ticked unticks the others of its group. */
function tickAlone(form: HTMLFormElement, target: HTMLInputElement): void {
  if (target.type !== 'checkbox' || !target.checked || !target.closest('.wpcf7-exclusive-checkbox')) return;
  for (const other of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) if (other !== target && other.name === target.name) other.checked = false;
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
