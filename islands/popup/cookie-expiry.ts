/**
 * Popup Maker's cookie times: free text for PHP's strtotime ('1 month', '+30 days', '2 weeks'),
 * which it prefixes with '+' (so '+30 days' becomes '++30 days' and still parses), or a number
 * of days. Returns the expiry date, null for a session cookie, or undefined when the text means
 * nothing (the caller warns and skips the cookie).
 */
const MS: Record<string, number> = {
  sec: 1000, second: 1000, min: 60_000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000, fortnight: 1_209_600_000,
};

export function parseExpiry(time: unknown, now: Date, session = false): Date | null | undefined {
  if (session || time === null) return null;
  if (typeof time === 'number') return Number.isFinite(time) ? new Date(now.getTime() + time * MS.day!) : undefined;
  if (typeof time !== 'string' || time.trim() === '') return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(time)) return new Date(now.getTime() + Number(time) * MS.day!);
  const text = time.trim().toLowerCase().replace(/^\++/, '');
  const token = /\s*([+-]?\d+)\s*([a-z]+)\s*(?:,|and\s)?/y;
  const date = new Date(now.getTime());
  let index = 0;
  while (index < text.length) {
    token.lastIndex = index;
    const match = token.exec(text);
    if (!match) return undefined;
    index = token.lastIndex;
    const amount = Number(match[1]);
    const unit = match[2]!.replace(/s$/, '');
    if (unit === 'month') date.setMonth(date.getMonth() + amount);
    else if (unit === 'year') date.setFullYear(date.getFullYear() + amount);
    else if (MS[unit]) date.setTime(date.getTime() + amount * MS[unit]);
    else return undefined;
  }
  return date;
}
