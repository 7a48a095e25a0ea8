/**
 * Server text that a replaced script inserted with jQuery's `.html()` (Popup Maker's form
 * messages), made safe to insert as HTML. Text without markup or entities is returned as it is,
 * so DOMPurify is fetched only for an answer that carries markup.
 */
export async function safeHtml(html: string, win: Window): Promise<string> {
  if (!/[<&]/.test(html)) return html;
  const { sanitizeHtml } = await import('./sanitize.ts');
  return sanitizeHtml(html, win);
}
