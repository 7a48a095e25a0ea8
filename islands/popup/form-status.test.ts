import { describe, expect, it } from 'vitest';
import { IDLE, messagePosition, nextFormStatus, type FormEvent, type FormStatus } from './form-status.ts';
import type { PopupFormAnswer } from './popup-forms.ts';

const LOADING: FormStatus = { phase: 'loading' };
const answer = (success: boolean, message: string, errors: PopupFormAnswer['errors'] = []): PopupFormAnswer => ({ success, message, errors, data: {} });
const emailError = { field: 'email', message: 'Please provide a valid email address.' };
const generalError = { field: null, message: 'Error occurred when subscribing.' };
const answered = (a: PopupFormAnswer, position: 'top' | 'bottom' | 'field' = 'top'): FormEvent => ({ type: 'answered', answer: a, position });

describe('messagePosition', () => {
  it.each([
    ['top', 'top'],
    ['bottom', 'bottom'],
    ['', 'field'],
    ['inline', 'field'],
  ])('%j → %s', (printed, position) => expect(messagePosition(printed)).toBe(position));
});

describe('nextFormStatus', () => {
  it.each<[string, FormStatus, FormEvent, FormStatus]>([
    ['submit starts sending', IDLE, { type: 'submit' }, LOADING],
    ['a new submit clears the last answer', { phase: 'success', box: ['Done'] }, { type: 'submit' }, LOADING],
    ['a submit while sending is ignored', LOADING, { type: 'submit' }, LOADING],
    ['a failed request shows nothing', LOADING, { type: 'failed' }, IDLE],
    ['success shows its message in the box', LOADING, answered(answer(true, 'You have been subscribed!')), { phase: 'success', box: ['You have been subscribed!'] }],
    ['success without a message shows nothing', LOADING, answered(answer(true, '')), { phase: 'success', box: [] }],
    ['errors go to the box at the top', LOADING, answered(answer(false, '', [emailError, generalError]), 'top'), { phase: 'errors', box: [emailError.message, generalError.message], fields: [] }],
    ['errors go to the box at the bottom', LOADING, answered(answer(false, '', [emailError]), 'bottom'), { phase: 'errors', box: [emailError.message], fields: [] }],
    [
      'otherwise an error with a field goes beside it, the rest to the box',
      LOADING,
      answered(answer(false, '', [emailError, generalError]), 'field'),
      { phase: 'errors', box: [generalError.message], fields: [{ field: 'email', html: emailError.message }] },
    ],
    ['an error answer that lists no errors shows nothing', LOADING, answered(answer(false, 'Nope')), IDLE],
    ['an answer that arrives when nothing was sent is ignored', IDLE, answered(answer(true, 'x')), IDLE],
    ['a failure that arrives when nothing was sent is ignored', { phase: 'success', box: ['x'] }, { type: 'failed' }, { phase: 'success', box: ['x'] }],
  ])('%s', (_what, status, event, expected) => expect(nextFormStatus(status, event)).toEqual(expected));
});
