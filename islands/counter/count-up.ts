/**
 * The animated counter's arithmetic. The server prints the final text ("1 250", "98%",
 * "12000+"); the number in it counts up from 0, about 11 every 5 ms, and the last frame shows
 * the server's text exactly.
 */
export interface CounterText {
  prefix: string;
  target: number;
  suffix: string;
  /** The thousands separator the server used, if any ("1 250", "1,250"). */
  group: string;
  original: string;
}

export const STEP = 11;
export const STEP_MS = 5;

export function parseCounterText(text: string): CounterText | null {
  const match = /^(\D*?)(\d{1,3}(?:([ \u00a0\u202f,.'])\d{3})+|\d+)(\D*)$/.exec(text.trim());
  if (!match) return null;
  const [, prefix = '', digits = '', group = '', suffix = ''] = match;
  const target = Number(digits.replace(/\D/g, ''));
  if (!Number.isSafeInteger(target)) return null;
  return { prefix, target, suffix, group, original: text };
}

/** The value shown `elapsed` ms after the start. */
export function valueAt(elapsed: number, target: number): number {
  return Math.min(target, Math.floor(Math.max(0, elapsed) / STEP_MS) * STEP);
}

/** The whole animation's length for a target. */
export function durationFor(target: number): number {
  return Math.ceil(target / STEP) * STEP_MS;
}

export function formatCounter(value: number, counter: CounterText): string {
  if (value >= counter.target) return counter.original;
  const digits = String(value);
  const grouped = counter.group ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, counter.group) : digits;
  return `${counter.prefix}${grouped}${counter.suffix}`;
}
