import type { PopupFormAnswer } from './popup-forms.ts';

/** Where Popup Maker puts a form's messages (`pum_vars.message_position`). */
export type MessagePosition = 'top' | 'bottom' | 'field';

/** `top` and `bottom` name the message box's place; any other value puts each error beside its field. */
export function messagePosition(printed: string): MessagePosition {
  return printed === 'top' || printed === 'bottom' ? printed : 'field';
}

export interface FieldMessage {
  /** The `name` of the form control the message is about. */
  field: string;
  html: string;
}

/**
 * A popup form, as pum-forms.js shows it: nothing yet; sending (submit disabled, the spinner); the
 * answer's success message; or its errors, in the message box or beside their fields.
 */
export type FormStatus =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'success'; box: string[] }
  | { phase: 'errors'; box: string[]; fields: FieldMessage[] };

export type FormEvent =
  | { type: 'submit' }
  /** The server's answer, its messages already made safe to show as HTML. */
  | { type: 'answered'; answer: PopupFormAnswer; position: MessagePosition }
  /** The request failed: only logged, the form is as it was before sending. */
  | { type: 'failed' };

export const IDLE: FormStatus = { phase: 'idle' };

export function nextFormStatus(status: FormStatus, event: FormEvent): FormStatus {
  switch (event.type) {
    case 'submit':
      // A second submit while one is on its way is ignored, as the disabled button ensures.
      return status.phase === 'loading' ? status : { phase: 'loading' };
    case 'failed':
      return status.phase === 'loading' ? IDLE : status;
    case 'answered': {
      if (status.phase !== 'loading') return status;
      const { answer, position } = event;
      if (answer.success) return { phase: 'success', box: answer.message ? [answer.message] : [] };
      // pum-forms.js shows errors only when the answer lists some.
      if (answer.errors.length === 0) return IDLE;
      const box: string[] = [];
      const fields: FieldMessage[] = [];
      for (const error of answer.errors) {
        if (position === 'field' && error.field) fields.push({ field: error.field, html: error.message });
        else box.push(error.message);
      }
      return { phase: 'errors', box, fields };
    }
  }
}
