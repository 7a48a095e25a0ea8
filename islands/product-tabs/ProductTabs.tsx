import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { TabList } from '../../src/ui/TabList.tsx';
import { usePanels } from '../../src/ui/use-panels.ts';
import type { ProductTabsProps } from './parse-props.ts';
import { REVIEW_LINK } from './review-link.ts';

export function ProductTabs({ keys, items, panels, initial, doc }: ProductTabsProps) {
  const [active, setActive] = useState(initial);
  const labelledBy = useMemo(() => items.map((item) => item.liId), [items]);
  usePanels(panels, active, labelledBy);

  // The "(n customer reviews)" link in the summary opens the reviews tab.
  useEffect(() => {
    const reviews = keys.indexOf('reviews');
    if (reviews < 0) return;
    const onClick = (event: MouseEvent) => {
      // Synchronously, so the link's own jump to #reviews lands on the open panel.
      if ((event.target as Element | null)?.closest?.(REVIEW_LINK)) flushSync(() => setActive(reviews));
    };
    const listening = new AbortController();
    doc.addEventListener('click', onClick, { signal: listening.signal });
    return () => listening.abort();
  }, [doc, keys]);

  // single-product.js: the arrow keys move the focus among the tabs; Enter opens one.
  return <TabList items={items} active={active} onActivate={setActive} activation="manual" />;
}
