import { useEffect, useMemo, useState } from 'react';
import { TabList } from '../../src/ui/TabList.tsx';
import { usePanels } from '../../src/ui/use-panels.ts';
import { initialTab } from './initial-tab.ts';
import type { ProductTabsProps } from './parse-props.ts';

export function ProductTabs({ keys, items, panels, doc }: ProductTabsProps) {
  const win = doc.defaultView ?? window;
  const [active, setActive] = useState(() => initialTab(keys, win.location));
  const labelledBy = useMemo(() => items.map((item) => item.liId), [items]);
  usePanels(panels, active, labelledBy);

  // The "(n customer reviews)" link in the summary opens the reviews tab.
  useEffect(() => {
    const reviews = keys.indexOf('reviews');
    if (reviews < 0) return;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest?.('a.woocommerce-review-link')) setActive(reviews);
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [doc, keys]);

  return <TabList items={items} active={active} onActivate={setActive} />;
}
