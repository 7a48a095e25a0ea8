import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.ts';

// The markup path (DOMPurify) needs a real browser's parser: the popup's browser test sends an
// answer with markup and an event handler and checks what is shown.
describe('safeHtml', () => {
  it.each([
    ['You have been subscribed!'],
    ['Вы подписаны > 1 раз'],
    [''],
  ])('text without markup or entities is returned as it is: %j', async (text) => expect(await safeHtml(text, window)).toBe(text));
});
