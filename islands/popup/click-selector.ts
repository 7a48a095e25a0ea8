import { percentDecoded } from '../../src/services/percent-decoded.ts';
import { isSelector } from '../../src/services/selector.ts';
import type { Typed } from './settings.ts';

/**
 * The elements that open a popup by a click, as Popup Maker's click_open trigger finds them. Used
 * by the island's triggers (triggers.ts) and by its definition in the entry (index.ts), which holds
 * a click on them made before the island has mounted: one rule for both.
 */

/** `.popmake-<id>, .popmake-<slug>, a[href$="#popmake-<id>"]` plus the trigger's extra selectors when valid. */
export function clickSelector(id: number, slug: string, extra: unknown, isValid: (selector: string) => boolean): { selector: string; invalidExtra: string | null } {
  const base = [`.popmake-${id}`, ...(slug ? [`.popmake-${CSS.escape(percentDecoded(slug) ?? slug)}`] : []), `a[href$="#popmake-${id}"]`].join(', ');
  const more = typeof extra === 'string' ? extra.trim() : '';
  if (!more) return { selector: base, invalidExtra: null };
  return isValid(more) ? { selector: `${base}, ${more}`, invalidExtra: null } : { selector: base, invalidExtra: more };
}

/**
 * Every click_open trigger's selector of the popup printed on `el`, read from its `data-popmake`
 * in the entry: '' where that cannot be read (the island reports it at its mount).
 */
export function printedTriggers(el: HTMLElement): string {
  try {
    const { id, slug, triggers } = JSON.parse(el.dataset.popmake!) as { id: number; slug: string; triggers: Typed[] };
    const isValid = isSelector(el.ownerDocument);
    return triggers
      .filter((trigger) => trigger.type === 'click_open')
      .map((trigger) => clickSelector(id, slug, trigger.settings.extra_selectors, isValid).selector)
      .join(', ');
  } catch {
    return '';
  }
}
