import { describe, expect, it, vi } from 'vitest';
import { askRefill, FeedbackFailure, readAnswer, sendFeedback } from './feedback.ts';

const answer = { contact_form_id: 190, status: 'mail_sent', message: 'Thanks', posted_data_hash: 'abc', into: '#x', invalid_fields: [] };

describe('sendFeedback', () => {
  it('posts the FormData and reads the answer', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    const body = new FormData();
    body.set('your-name', 'Anna');
    await expect(sendFeedback('/wp-json/x', body, fetcher)).resolves.toEqual(answer);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/wp-json/x');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(body);
    expect((init.headers as Record<string, string>).Accept).toBe('application/json, */*;q=0.1');
    // No time-out of ours: given up, the mail might still go, and a second send sends it twice.
    expect(init.signal).toBeUndefined();
  });

  it.each([
    ['a 500 HTML page', () => new Response('<h1>Error</h1>', { status: 500 })],
    ['a 200 HTML page', () => new Response('<!DOCTYPE html><p>critical error</p>', { status: 200 })],
    ['a 404 REST error', () => new Response(JSON.stringify({ code: 'wpcf7_not_found', message: 'x' }), { status: 404 })],
  ])('%s is a failure', async (_name, make) => {
    await expect(sendFeedback('/x', new FormData(), async () => make())).rejects.toBeInstanceOf(FeedbackFailure);
  });

  it('a network error is a failure', async () => {
    await expect(sendFeedback('/x', new FormData(), async () => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow(/no answer from \/x/);
  });
});

describe('readAnswer', () => {
  it('keeps well-formed invalid fields and drops the rest', () => {
    const read = readAnswer({ status: 'validation_failed', invalid_fields: [{ field: 'your-email', message: 'Bad', idref: null, error_id: 'u-ve-your-email' }, 5, { message: 'no field' }] });
    expect(read.invalid_fields).toEqual([{ field: 'your-email', message: 'Bad', idref: null, error_id: 'u-ve-your-email' }]);
    expect(read.message).toBe('');
  });
});

describe('the answer as the events carry it', () => {
  it('keeps what else the server sent (a CAPTCHA renewed, a plugin\'s key), as CF7\'s detail.apiResponse does', () => {
    const read = readAnswer({ ...answer, captcha: { captcha1: '/wp-content/uploads/wpcf7_captcha/123.png' }, demo_mode: true, crm_reference: 'A-17' });
    expect(read).toMatchObject({ status: 'mail_sent', captcha: { captcha1: '/wp-content/uploads/wpcf7_captcha/123.png' }, demo_mode: true, crm_reference: 'A-17' });
  });

  it('does not let the server\'s copy of a field replace its validated reading', () => {
    expect(readAnswer({ status: 'mail_sent', message: 7, invalid_fields: 'x' })).toMatchObject({ message: '', invalid_fields: [] });
  });
});

describe('askRefill', () => {
  it('GETs the refill endpoint and gives its object', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ quiz: { quiz1: ['2+2?', 'h'] } }), { status: 200 }));
    await expect(askRefill('/wp-json/contact-form-7/v1/contact-forms/5/refill', fetcher)).resolves.toEqual({ quiz: { quiz1: ['2+2?', 'h'] } });
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    // A GET, given up at 30 s.
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('an empty array (a form with nothing to refill) is an empty object; a failure is a failure', async () => {
    await expect(askRefill('/x', async () => new Response('[]', { status: 200 }))).resolves.toEqual({});
    await expect(askRefill('/x', async () => new Response('<p>x</p>', { status: 500 }))).rejects.toBeInstanceOf(FeedbackFailure);
  });
});
