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
  return restore;
}

/** A tab link clicked before React arrived: its tab opens at once; the view starts from it. */
export function answerProductTabs(el: HTMLElement, target: HTMLElement, doc: Document): boolean {
  const result = parseProductTabs(el, { name: 'product-tabs', doc });
  return result.ok && openPreparedTab(result.props, target);
}
