import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import type { TabItem } from '../../src/ui/TabList.tsx';
import { spaceBefore } from '../../src/ui/space-before.ts';

export interface TabsProps {
  list: HTMLElement;
  items: TabItem[];
  panels: HTMLElement[];
  /** Ids the island gives panels and tabs that the theme printed without one. */
  missingIds: Array<[HTMLElement, string]>;
  /** The open tab: the one marked active (by the theme, or by the entry at load), else the first. */
  initial: number;
}

let counter = 0;

/**
 * Reads the theme's generic tabs widget: `ul.theme-tabs__nav > li > a` and as many
 * `.theme-tabs__panel`s; the tab at index i opens the panel at index i.
 */
export function parseTabs(el: HTMLElement, _ctx: ParseContext): ParseResult<TabsProps> {
  const list = el.querySelector<HTMLElement>('.theme-tabs__nav');
  if (!list) return invalid('no .theme-tabs__nav inside the widget');
  const lis = Array.from(list.querySelectorAll<HTMLLIElement>(':scope > li'));
  const panels = Array.from(el.querySelectorAll<HTMLElement>('.theme-tabs__panel')).filter((panel) => panel.closest('.theme-tabs') === el);
  if (lis.length === 0) return invalid('the widget has no tabs');
  if (lis.length !== panels.length) return invalid(`${lis.length} tabs but ${panels.length} .theme-tabs__panel elements`);
  const base = el.id || `theme-tabs-${++counter}`;
  const missingIds: Array<[HTMLElement, string]> = [];
  const items = lis.map((li, index): TabItem => {
    const anchor = li.querySelector('a');
    const panel = panels[index]!;
    const panelId = panel.id || `${base}-panel-${index + 1}`;
    if (!panel.id) missingIds.push([panel, panelId]);
    return {
      liClassName: li.className.replace(/\bactive\b/, '').trim(),
      spaceBefore: spaceBefore(li),
      liId: li.id || `${base}-tab-${index + 1}`,
      href: `#${panelId}`,
      anchorClassName: anchor?.className || undefined,
      panelId,
      label: Array.from((anchor ?? li).childNodes),
    };
  });
  const initial = Math.max(0, lis.findIndex((li) => li.classList.contains('active')));
  return parsed({ list, items, panels, missingIds, initial });
}
