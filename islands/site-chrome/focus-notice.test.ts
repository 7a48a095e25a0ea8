import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_FOCUS_DELAY_MS, focusFirstNotice } from './focus-notice.ts';

describe('focusFirstNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focuses the first alert notice 500 ms later, with tabindex -1', () => {
    document.body.innerHTML = '<div class="woocommerce-info" role="alert">info</div><div class="woocommerce-message" role="alert">added</div><div class="woocommerce-error" role="alert">error</div>';
    focusFirstNotice(document);
    const notice = document.querySelector<HTMLElement>('.woocommerce-message')!;
    expect(notice.getAttribute('tabindex')).toBe('-1');
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS - 1);
    expect(document.activeElement).toBe(document.body);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(notice);
  });

  it('leaves the focus where the visitor put it meanwhile, and takes it from where it was or from nothing', () => {
    document.body.innerHTML = '<div class="woocommerce-message" role="alert">added</div><input name="quantity"><button>Update</button>';
    const notice = document.querySelector<HTMLElement>('.woocommerce-message')!;
    const field = document.querySelector<HTMLInputElement>('input')!;
    const button = document.querySelector<HTMLButtonElement>('button')!;
    focusFirstNotice(document);
    field.focus();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(field);
    // Focused before the notice's turn (the cart's button pressed), then nothing new: taken.
    button.focus();
    focusFirstNotice(document);
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(notice);
    // The focused element gone meanwhile (cart.js replaced the form): taken from nothing.
    field.focus();
    focusFirstNotice(document);
    field.remove();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(notice);
  });

  it('does nothing without a notice, and a cancel before the delay keeps the focus where it is', () => {
    document.body.innerHTML = '<p class="woocommerce-message">no role</p>';
    focusFirstNotice(document)();
    document.body.innerHTML = '<div class="woocommerce-error" role="alert">error</div>';
    const cancel = focusFirstNotice(document);
    cancel();
    vi.advanceTimersByTime(NOTICE_FOCUS_DELAY_MS);
    expect(document.activeElement).toBe(document.body);
  });
});
