import { Fragment, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Adopt } from '../runtime/adopt.tsx';
import { rovingTarget } from './roving-keys.ts';

export interface TabItem {
  /** The server's `<li>` attributes, kept so theme CSS keeps matching. */
  liClassName: string;
  /** White space before the server's `<li>`: a space between inline tabs, rendered again. */
  spaceBefore: boolean;
  liId?: string;
  href: string;
  anchorId?: string;
  anchorClassName?: string;
  panelId: string;
  /** The anchor's server children (its label). */
  label: readonly Node[];
}

interface TabListProps {
  items: readonly TabItem[];
  active: number;
  onActivate(index: number): void;
  /** The class the active `<li>` gets (`active` in WooCommerce and most themes). */
  activeClass?: string;
  /**
   * What ←, →, Home and End do. 'automatic' (WAI-ARIA's default, and Up and Down too): move to the
   * tab and open it. 'manual' (single-product.js's): move the focus only, ← and → coming round at
   * the ends; Enter (the link's click) opens the tab, and Up and Down are the page's.
   */
  activation?: 'automatic' | 'manual';
}

/**
 * The tab buttons of a WAI-ARIA tabs widget, rendered over a server `<ul>`: same classes on the
 * `<li>`s, the anchors' label nodes adopted, roving tabindex.
 */
export function TabList({ items, active, onActivate, activeClass = 'active', activation = 'automatic' }: TabListProps) {
  const anchors = useRef<Array<HTMLAnchorElement | null>>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const target = rovingTarget(event.key, index, items.length, { orientation: activation === 'manual' ? 'horizontal' : 'both' });
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    // The focus moves at once, before the render: a second key (a held one, pressed again on the
    // focused tab: src/runtime/hold-clicks.ts) goes on from there.
    anchors.current[target]?.focus();
    if (activation === 'automatic') onActivate(target);
  };
  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    onActivate(index);
  };

  return items.map((item, index) => {
    const selected = index === active;
    const liClass = [item.liClassName, selected ? activeClass : ''].filter(Boolean).join(' ');
    return (
      <Fragment key={item.panelId}>
        {item.spaceBefore && ' '}
        <li id={item.liId} className={liClass || undefined} role="presentation">
          <Adopt
            as="a"
            nodes={item.label}
            href={item.href}
            id={item.anchorId}
            className={item.anchorClassName}
            role="tab"
            aria-controls={item.panelId}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={(event) => onClick(event as MouseEvent<HTMLAnchorElement>, index)}
            onKeyDown={(event) => onKeyDown(event as KeyboardEvent<HTMLAnchorElement>, index)}
            elementRef={(el) => (anchors.current[index] = el as HTMLAnchorElement | null)}
          />
        </li>
      </Fragment>
    );
  });
}
