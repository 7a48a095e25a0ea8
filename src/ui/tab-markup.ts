import type { TabItem } from './TabList.tsx';

/**
 * A tabs widget's state written on the server's own nodes, without React: the active `<li>`'s
 * class, the anchors' tab semantics, the panels shown or hidden with tabpanel semantics. The
 * entry does this at load (an island's `prepare`), so the widget looks and reads as it will once
 * its React view arrives at the first touch; the view renders the same classes and attributes.
 */
export function writeTabs(lis: readonly HTMLElement[], items: readonly TabItem[], active: number, activeClass = 'active'): void {
  lis.forEach((li, index) => {
    const item = items[index];
    if (!item) return;
    const selected = index === active;
    li.classList.toggle(activeClass, selected);
    if (item.liId) li.id = item.liId;
    li.setAttribute('role', 'presentation');
    const anchor = li.querySelector('a');
    if (!anchor) return;
    anchor.setAttribute('href', item.href);
    anchor.setAttribute('role', 'tab');
    anchor.setAttribute('aria-controls', item.panelId);
    anchor.setAttribute('aria-selected', String(selected));
    anchor.tabIndex = selected ? 0 : -1;
  });
}

/** Tabpanel semantics on each panel (labelled by its tab), as the tabs pattern needs. */
export function writePanelSemantics(panels: readonly HTMLElement[], labelledBy: ReadonlyArray<string | undefined>): void {
  panels.forEach((panel, index) => {
    panel.setAttribute('role', 'tabpanel');
    const label = labelledBy[index];
    if (label) panel.setAttribute('aria-labelledby', label);
    if (!panel.hasAttribute('tabindex')) panel.setAttribute('tabindex', '0');
  });
}

/** The active panel shown, the others hidden (as jQuery's show/hide did: inline display). */
export function writePanelDisplay(panels: readonly HTMLElement[], active: number): void {
  panels.forEach((panel, index) => {
    panel.style.display = index === active ? 'block' : 'none';
  });
}

/** The tab markup the entry draws before the view arrives: `initial` open, the panels labelled by their tabs. */
export function drawPreparedTabs({ list, items, panels, initial }: { list: HTMLElement; items: readonly TabItem[]; panels: readonly HTMLElement[]; initial: number }): void {
  writeTabs(Array.from(list.querySelectorAll<HTMLElement>(':scope > li')), items, initial);
  writePanelSemantics(panels, items.map((item) => item.liId));
  writePanelDisplay(panels, initial);
}

/**
 * Opens the tab whose link was clicked, on markup a `prepare` drew: how the entry answers a tab
 * click before the view arrives (the view then starts from this tab). False when the target is
 * in none of the list's tabs.
 */
export function openPreparedTab({ list, items, panels }: { list: HTMLElement; items: readonly TabItem[]; panels: readonly HTMLElement[] }, target: Element): boolean {
  const lis = Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
  const index = lis.findIndex((li) => li.contains(target));
  if (index < 0) return false;
  writeTabs(lis, items, index);
  writePanelDisplay(panels, index);
  return true;
}
