import { useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { scrollToElement } from '../../src/services/motion/scroll-to-element.ts';
import type { FormStatus, MessagePosition } from './form-status.ts';
import { ServerNode } from '../../src/ui/ServerNode.tsx';

interface Props {
  form: HTMLFormElement;
  status: FormStatus;
  position: MessagePosition;
}

const NONE: never[] = [];

const Message = ({ html, kind }: { html: string; kind: 'success' | 'error' }) => (
  // Already made safe (safeHtml): Popup Maker inserts messages with jQuery's .html().
  <p className={`pum-form__message pum-form__message--${kind}`} dangerouslySetInnerHTML={{ __html: html }} />
);

/** The form control a server error names, and the `.pum-form__field` around it. */
function fieldOf(form: HTMLFormElement, name: string): { control: HTMLElement | null; wrapper: HTMLElement | null } {
  const control = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  return { control, wrapper: control?.closest<HTMLElement>('.pum-form__field') ?? null };
}

/**
 * One popup form's state drawn on the server's markup, as pum-forms.js draws it: the loading class,
 * a disabled submit button and `.pum-form__loader` while sending; the messages in
 * `.pum-form__messages` (made at the top or bottom of the form when the form has none); errors
 * beside their `.pum-form__field`, the first of them scrolled to and its input focused. What it
 * draws on the form's own nodes goes through ServerNode, so unmounting gives the form back as printed.
 */
export function PopupFormView({ form, status, position }: Props) {
  // As printed: the box and the spinner the form has of its own (the view makes them when not).
  const [printed] = useState(() => {
    const submit = form.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');
    // Inside the button, or after it for an <input> (its value is its label).
    const inside = !submit?.getAttribute('value');
    const next = submit?.nextElementSibling;
    const loader = inside ? submit?.querySelector<HTMLElement>('.pum-form__loader') : next?.matches('.pum-form__loader') ? (next as HTMLElement) : null;
    return { box: form.querySelector<HTMLElement>('.pum-form__messages'), submit, inside, loader: loader ?? null };
  });
  const { submit, inside } = printed;
  const loading = status.phase === 'loading';
  const answered = status.phase === 'errors' ? status.fields : NONE;
  // An error about a control outside any .pum-form__field goes to the box rather than nowhere.
  const fields = useMemo(
    () =>
      answered.flatMap(({ field, html }) => {
        const { control, wrapper } = fieldOf(form, field);
        return wrapper ? [{ field, html, control, wrapper }] : [];
      }),
    [answered, form],
  );
  const boxMessages = useMemo(
    () => (status.phase === 'success' || status.phase === 'errors' ? [...status.box, ...answered.filter((m) => !fields.some((f) => f.field === m.field)).map((m) => m.html)] : NONE),
    [answered, fields, status],
  );
  const needsBox = !printed.box && boxMessages.length > 0;
  // A box made for the messages while there are some, at the top or bottom of the form.
  const [madeBox, setMadeBox] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!needsBox) return;
    const made = form.ownerDocument.createElement('div');
    made.className = `pum-form__messages pum-form__messages--${position === 'bottom' ? 'bottom' : 'top'}`;
    made.setAttribute('role', 'status');
    if (position === 'bottom') form.append(made);
    else form.prepend(made);
    setMadeBox(made);
    return () => {
      made.remove();
      setMadeBox(null);
    };
  }, [form, needsBox, position]);
  const box = printed.box ?? madeBox;
  // A spinner made while sending, when the form has none of its own.
  useLayoutEffect(() => {
    if (!loading || !submit || printed.loader) return;
    const made = form.ownerDocument.createElement('span');
    made.className = 'pum-form__loader';
    if (inside) submit.append(made);
    else submit.after(made);
    return () => made.remove();
  }, [form, inside, loading, printed.loader, submit]);

  // The first field in error is scrolled to, then its input takes the focus.
  useLayoutEffect(() => {
    const first = form.querySelector<HTMLElement>('.pum-form__field.pum-form__field--error');
    const win = form.ownerDocument.defaultView;
    const scroll = first && win ? scrollToElement(win, first) : null;
    void scroll?.done.then((reached) => {
      if (reached) first?.querySelector<HTMLElement>('input:not([type="button"]):not([type="hidden"]):not([type="submit"]), select, textarea')?.focus();
    });
    return () => scroll?.cancel();
  }, [fields, form]);

  return (
    <>
      <ServerNode node={form} classes={[loading && 'pum-form--loading', status.phase === 'errors' && 'pum-form--errors']} />
      {submit && <ServerNode node={submit} attributes={{ disabled: loading ? '' : null }} />}
      {printed.loader && <ServerNode node={printed.loader} style={{ display: loading ? '' : 'none' }} />}
      {/* Shown while it holds messages: Popup Maker's stylesheet hides the box until its script slides it down. */}
      {box && <ServerNode node={box} style={{ display: boxMessages.length > 0 ? 'block' : 'none' }} />}
      {fields.map(({ field, control, wrapper }) => [
        <ServerNode key={`${field}-field`} node={wrapper} classes={['pum-form__field--error']} />,
        control && <ServerNode key={field} node={control} attributes={{ 'aria-invalid': 'true' }} />,
      ])}
      {box && boxMessages.length > 0 && createPortal(boxMessages.map((html, index) => <Message key={index} html={html} kind={status.phase === 'success' ? 'success' : 'error'} />), box)}
      {fields.map(({ field, html, wrapper }) => createPortal(<Message html={html} kind="error" />, wrapper, field))}
    </>
  );
}
