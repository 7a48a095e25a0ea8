import { useLayoutEffect, useRef } from 'react';

/** Moves server nodes (fetched, sanitised) in at the end of `parent`, in order, each once. */
export function Appended({ parent, nodes }: { parent: Element; nodes: readonly Element[] }) {
  useLayoutEffect(() => {
    parent.append(...nodes.filter((node) => node.parentNode !== parent));
  }, [parent, nodes]);
  return null;
}

/**
 * Shows `node` where the node shown before it is: the server's at first (`printed`), then each
 * one given replaces the last; null takes it away. Nothing keeps the ones replaced.
 */
export function Swapped({ node, printed }: { node: Element | null; printed: Element | null }) {
  const shown = useRef(printed);
  useLayoutEffect(() => {
    const before = shown.current;
    if (before === node) return;
    if (node) before?.replaceWith(node);
    else before?.remove();
    shown.current = node;
  }, [node]);
  return null;
}
