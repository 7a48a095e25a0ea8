import { createElement, useCallback, useLayoutEffect, useRef, type HTMLAttributes } from 'react';

type AdoptProps = HTMLAttributes<HTMLElement> & {
  /** Server nodes to move inside this element (their listeners, state and islands survive). */
  nodes: readonly Node[];
  as?: keyof HTMLElementTagNameMap;
  /** Receives the rendered element, for focus management. */
  elementRef?: (el: HTMLElement | null) => void;
  href?: string;
};

/**
 * Renders an element and moves existing server nodes into it, instead of re-creating their
 * markup. On unmount the nodes go back where they came from, so an island that is taken down
 * leaves the server markup as it found it.
 */
export function Adopt({ nodes, as = 'div', elementRef, ...attributes }: AdoptProps) {
  const ref = useRef<HTMLElement | null>(null);
  const setRef = useCallback(
    (el: HTMLElement | null) => {
      ref.current = el;
      elementRef?.(el);
    },
    [elementRef],
  );
  useLayoutEffect(() => {
    const origins = nodes.map((node) => ({ node, parent: node.parentNode, next: node.nextSibling }));
    ref.current?.append(...nodes);
    return () => {
      for (const { node, parent, next } of origins.reverse()) {
        if (parent) parent.insertBefore(node, next && next.parentNode === parent ? next : null);
        else node.parentNode?.removeChild(node);
      }
    };
  }, [nodes]);
  return createElement(as, { ...attributes, ref: setRef });
}
