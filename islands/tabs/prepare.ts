import { IslandError } from '../../src/runtime/define.ts';
import { snapshotTabMarkup } from '../../src/ui/tab-markup-snapshot.ts';
import { drawPreparedTabs, openPreparedTab } from '../../src/ui/tab-markup.ts';
import { parseTabs } from './parse-props.ts';

/**
 * The theme tabs' load-time state, in the entry: the first tab open (or the one the theme marked
 * active), ids and the tabs pattern's semantics on the theme's markup. React arrives at the
 * first touch and takes over.
 */
export function prepareTabs(el: HTMLElement, doc: Document): () => void {
  const result = parseTabs(el, { name: 'tabs', doc });
  if (!result.ok) throw new IslandError(result.error);
  const { list, items, panels, missingIds, initial } = result.props;
  const restore = snapshotTabMarkup(list, panels);
  for (const [panel, id] of missingIds) panel.id = id;
  list.setAttribute('role', 'tablist');
  drawPreparedTabs({ list, items, panels, initial });
  return restore;
}

/** A tab link clicked before React arrived: its tab opens at once; the view starts from it. */
export function answerTabs(el: HTMLElement, target: HTMLElement, doc: Document): boolean {
  const result = parseTabs(el, { name: 'tabs', doc });
  return result.ok && openPreparedTab(result.props, target);
}
