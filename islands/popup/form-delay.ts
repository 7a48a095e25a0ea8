/**
 * The legacy per-form close delay is in seconds; the form integrations that stored milliseconds
 * wrote 3 or more digits, so those are read as milliseconds (Popup Maker 1.7.12).
 */
export function formCloseDelayMs(value: unknown): number {
  const text = String(value ?? '').trim();
  const number = parseFloat(text);
  if (!Number.isFinite(number) || number <= 0) return 0;
  return text.replace(/\..*$/, '').length >= 3 ? number : number * 1000;
}

/** `.popmake-<id>, .popmake-<slug>, a[href$="#popmake-<id>"]` plus the trigger's extra selectors when valid. */
export function clickSelector(id: number, slug: string, extra: unknown, isValid: (selector: string) => boolean): { selector: string; invalidExtra: string | null } {
  const base = [`.popmake-${id}`, ...(slug ? [`.popmake-${cssEscape(safeDecode(slug))}`] : []), `a[href$="#popmake-${id}"]`].join(', ');
  const more = typeof extra === 'string' ? extra.trim() : '';
  if (!more) return { selector: base, invalidExtra: null };
  return isValid(more) ? { selector: `${base}, ${more}`, invalidExtra: null } : { selector: base, invalidExtra: more };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function cssEscape(text: string): string {
  return text.replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (char) => `\\${char}`);
}
