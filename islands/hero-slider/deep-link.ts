import { percentDecoded } from '../../src/services/percent-decoded.ts';

/**
 * The slide a location hash names, 0-based, or null. As RS 6 does: the part after the first `#`
 * up to the first `_`; `slide3`, `slide-3` and `3` are 1-based numbers; anything else is matched
 * against the slides' deep-link names. Out of range, or a malformed hash (`#%E0`), is ignored.
 */
export function slideFromHash(hash: string, names: ReadonlyArray<string | null>): number | null {
  const value = percentDecoded(hash.replace(/^#/, '').split('_')[0] ?? '')?.trim();
  if (!value) return null;
  const number = /^(slide-?)?\d+$/i.test(value) ? Number.parseInt(value.replace(/^slide-?/i, ''), 10) : Number.NaN;
  if (Number.isFinite(number)) return number >= 1 && number <= names.length ? number - 1 : null;
  const index = names.findIndex((name) => name !== null && name === value);
  return index >= 0 ? index : null;
}
