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
