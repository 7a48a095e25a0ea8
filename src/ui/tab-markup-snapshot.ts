import { snapshotAttributes } from '../runtime/snapshot-attributes.ts';

/** What `writeTabs` and the panel writers change, remembered so a failed or unmounted island can put it back. */
export function snapshotTabMarkup(list: HTMLElement, panels: readonly HTMLElement[]): () => void {
  const lis = Array.from(list.querySelectorAll<HTMLElement>(':scope > li'));
  const anchors = lis.flatMap((li) => Array.from(li.querySelectorAll(':scope > a')));
  const restores = [
    snapshotAttributes([list], ['role']),
    snapshotAttributes(lis, ['class', 'id', 'role']),
    snapshotAttributes(anchors, ['href', 'role', 'aria-controls', 'aria-selected', 'tabindex']),
    snapshotAttributes(panels, ['style', 'id', 'role', 'aria-labelledby', 'tabindex']),
  ];
  return () => {
    for (const restore of restores) restore();
  };
}
