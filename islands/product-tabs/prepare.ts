import { IslandError } from '../../src/runtime/define.ts';
import { snapshotTabMarkup } from '../../src/ui/tab-markup-snapshot.ts';
import { drawPreparedTabs, openPreparedTab } from '../../src/ui/tab-markup.ts';
import { parseProductTabs } from './parse-props.ts';

/**
 * single-product.js's start-up, before React: the tab the address asks for (or the first) is
 * open, the other panels hidden, with the tabs pattern's semantics. React arrives at the first
 * touch of the tabs or of the summary's review link and takes over this state.
 */
export function prepareProductTabs(el: HTMLElement, doc: Document): () => void {
  const result = parseProductTabs(el, { name: 'product-tabs', doc });
  if (!result.ok) throw new IslandError(result.error);
  const { list, items, panels, initial } = result.props;
  const restore = snapshotTabMarkup(list, panels);
  drawPreparedTabs({ list, items, panels, initial });
  return () => {
    const open = panels.findIndex((panel) => panel.style.display === 'block');
    restore();
    // Put back with the tabs still on the page: the island failed (its chunk did not come, the
    // network gone or the plugin updated under an open page). Every panel shows again, and the
    // one the visitor opened meanwhile would sit far below, their click seemingly undone: it is
    // brought into view, as its tab's link does without JavaScript.
    const id = open !== initial && el.isConnected && panels[open]?.id;
    if (id) doc.location.hash = id;
  };
}

/** A tab link clicked before React arrived: its tab opens at once; the view starts from it. */
export function answerProductTabs(el: HTMLElement, target: HTMLElement, doc: Document): boolean {
  const result = parseProductTabs(el, { name: 'product-tabs', doc });
  return result.ok && openPreparedTab(result.props, target);
}
