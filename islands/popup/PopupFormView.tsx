import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { scrollToElement } from '../../src/services/motion/scroll-to-element.ts';
import type { FormStatus, MessagePosition } from './form-status.ts';

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
 * beside their `.pum-form__field`, the first of them scrolled to and its input focused.
 */
export function PopupFormView({ form, status, position }: Props) {
  const [box, setBox] = useState(() => form.querySelector<HTMLElement>('.pum-form__messages'));
  // What this view added to the server's markup, taken away when it goes.
  const madeBox = useRef<HTMLElement | null>(null);
  const madeLoader = useRef<HTMLElement | null>(null);
  const answered = status.phase === 'errors' ? status.fields : NONE;
  // An error about a control outside any .pum-form__field goes to the box rather than nowhere.
  const fieldMessages = useMemo(() => answered.filter(({ field }) => fieldOf(form, field).wrapper), [answered, form]);
  const boxMessages = useMemo(
    () => (status.phase === 'success' || status.phase === 'errors' ? [...status.box, ...answered.filter((m) => !fieldMessages.includes(m)).map((m) => m.html)] : NONE),
    [answered, fieldMessages, status],
  );

  useLayoutEffect(() => {
    if (box || boxMessages.length === 0) return;
    const made = form.ownerDocument.createElement('div');
    made.className = `pum-form__messages pum-form__messages--${position === 'bottom' ? 'bottom' : 'top'}`;
    made.setAttribute('role', 'status');
    if (position === 'bottom') form.append(made);
    else form.prepend(made);
    madeBox.current = made;
    setBox(made);
  }, [box, boxMessages.length, form, position]);
  useLayoutEffect(
    () => () => {
      madeBox.current?.remove();
      madeLoader.current?.remove();
    },
    [],
  );

  // Shown while it holds messages: Popup Maker's stylesheet hides the box until its script slides it down.
  useLayoutEffect(() => {
    if (!box) return;
    box.style.display = boxMessages.length > 0 ? 'block' : 'none';
    return () => {
      box.style.removeProperty('display');
    };
  }, [box, boxMessages.length]);

  useLayoutEffect(() => {
    const loading = status.phase === 'loading';
    form.classList.toggle('pum-form--loading', loading);
    form.classList.toggle('pum-form--errors', status.phase === 'errors');
    const submit = form.querySelector<HTMLButtonElement | HTMLInputElement>('[type="submit"]');
    if (!submit) return;
    submit.disabled = loading;
    // Inside the button, or after it for an <input> (its value is its label).
    const inside = !submit.getAttribute('value');
    let loader = inside ? submit.querySelector<HTMLElement>('.pum-form__loader') : submit.nextElementSibling?.matches('.pum-form__loader') ? (submit.nextElementSibling as HTMLElement) : null;
    if (!loader && loading) {
      loader = form.ownerDocument.createElement('span');
      loader.className = 'pum-form__loader';
      madeLoader.current = loader;
      if (inside) submit.append(loader);
      else submit.after(loader);
    }
    if (loader) loader.style.display = loading ? '' : 'none';
    const shown = loader;
    return () => {
      form.classList.remove('pum-form--loading', 'pum-form--errors');
      submit.disabled = false;
      if (shown) shown.style.display = 'none';
    };
  }, [form, status.phase]);

  useLayoutEffect(() => {
    const marked = fieldMessages.map(({ field }) => fieldOf(form, field));
    for (const { control, wrapper } of marked) {
      wrapper?.classList.add('pum-form__field--error');
      control?.setAttribute('aria-invalid', 'true');
    }
    const first = form.querySelector<HTMLElement>('.pum-form__field.pum-form__field--error');
    const win = form.ownerDocument.defaultView;
    const scroll = first && win ? scrollToElement(win, first) : null;
    void scroll?.done.then((reached) => {
      if (reached) first?.querySelector<HTMLElement>('input:not([type="button"]):not([type="hidden"]):not([type="submit"]), select, textarea')?.focus();
    });
    return () => {
      scroll?.cancel();
      for (const { control, wrapper } of marked) {
        wrapper?.classList.remove('pum-form__field--error');
        control?.removeAttribute('aria-invalid');
      }
    };
  }, [fieldMessages, form]);

  return (
    <>
      {box && boxMessages.length > 0 && createPortal(boxMessages.map((html, index) => <Message key={index} html={html} kind={status.phase === 'success' ? 'success' : 'error'} />), box)}
      {fieldMessages.map(({ field, html }) => {
        const { wrapper } = fieldOf(form, field);
        return wrapper ? createPortal(<Message html={html} kind="error" />, wrapper, field) : null;
      })}
    </>
  );
}
