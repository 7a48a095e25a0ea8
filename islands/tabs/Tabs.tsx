import { useLayoutEffect, useMemo, useState } from 'react';
import { TabList } from '../../src/ui/TabList.tsx';
import { usePanels } from '../../src/ui/use-panels.ts';
import type { TabsProps } from './parse-props.ts';

/** The theme's tabs widget: first tab and panel active at load (prepared in the entry); a tab opens the panel at its index. */
export function Tabs({ list, items, panels, missingIds, initial }: TabsProps) {
  const [active, setActive] = useState(initial);
  const labelledBy = useMemo(() => items.map((item) => item.liId), [items]);

  // The theme printed no ARIA: the list and panels get what the tabs pattern needs, and lose it on unmount.
  useLayoutEffect(() => {
    const hadRole = list.getAttribute('role');
    list.setAttribute('role', 'tablist');
    for (const [panel, id] of missingIds) panel.id = id;
    return () => {
      if (hadRole === null) list.removeAttribute('role');
      else list.setAttribute('role', hadRole);
      for (const [panel] of missingIds) panel.removeAttribute('id');
    };
  }, [list, missingIds]);
  usePanels(panels, active, labelledBy);

  return <TabList items={items} active={active} onActivate={setActive} />;
}
