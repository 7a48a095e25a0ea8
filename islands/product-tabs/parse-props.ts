import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import type { TabItem } from '../../src/ui/TabList.tsx';
import { spaceBefore } from '../../src/ui/space-before.ts';
import { initialTab } from './initial-tab.ts';

export interface ProductTabsProps {
  list: HTMLElement;
  keys: string[];
  items: TabItem[];
  panels: HTMLElement[];
  /** The open tab: the one the preparation marked active at load, else the one the address asks for. */
  initial: number;
  doc: Document;
}

/** Reads templates/single-product/tabs/tabs.php markup: `ul.tabs > li > a[href=#tab-<key>]` and the panels. */
export function parseProductTabs(el: HTMLElement, { doc }: ParseContext): ParseResult<ProductTabsProps> {
  const list = el.querySelector<HTMLElement>(':scope > ul.tabs, :scope > ul.wc-tabs');
  if (!list) return invalid('no ul.tabs inside the tabs wrapper');
  const lis = Array.from(list.querySelectorAll<HTMLLIElement>(':scope > li'));
  if (lis.length === 0) return invalid('ul.tabs has no tabs');
  const keys: string[] = [];
  const items: TabItem[] = [];
  const panels: HTMLElement[] = [];
  for (const li of lis) {
    const anchor = li.querySelector<HTMLAnchorElement>('a');
    const hash = anchor?.getAttribute('href') ?? '';
    if (!anchor || !hash.startsWith('#') || hash.length < 2) return invalid(`tab ${li.id || li.className} has no a[href="#…"]`);
    const panelId = hash.slice(1);
    const panel = Array.from(el.querySelectorAll<HTMLElement>('.wc-tab, .panel')).find((candidate) => candidate.id === panelId);
    if (!panel) return invalid(`tab "${hash}" has no panel #${panelId} in the wrapper`);
    keys.push(panelId.replace(/^tab-/, ''));
    panels.push(panel);
    items.push({
      liClassName: li.className.replace(/\bactive\b/, '').trim(),
      spaceBefore: spaceBefore(li),
      liId: li.id || undefined,
      href: hash,
      anchorId: anchor.id || undefined,
      anchorClassName: anchor.className || undefined,
      panelId,
      label: Array.from(anchor.childNodes),
    });
  }
  const marked = lis.findIndex((li) => li.classList.contains('active'));
  const initial = marked >= 0 ? marked : initialTab(keys, (doc.defaultView ?? window).location);
  return parsed({ list, keys, items, panels, initial, doc });
}
