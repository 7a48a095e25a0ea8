import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parseProductTabs } from './parse-props.ts';
import { ProductTabs } from './ProductTabs.tsx';

export default reactIsland({
  parseProps: parseProductTabs,
  Component: ProductTabs,
  // The root goes on the tab list; the panels stay server nodes that the island shows and hides.
  container: (el) => ({ node: el.querySelector<HTMLElement>(':scope > ul.tabs, :scope > ul.wc-tabs')!, remove() {} }),
});
