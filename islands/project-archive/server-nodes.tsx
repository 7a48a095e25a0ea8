import { useLayoutEffect, useRef } from 'react';
import { writeAttributes } from '../../src/ui/write-attributes.ts';
import type { Look } from './frame.ts';

/**
 * Draws a look on a node and gives back how to put back what the node showed before (the
 * attributes exactly; each class token as it was, leaving other tokens alone).
 */
export function drawLook(node: Element, { classes = {}, attributes }: Look): () => void {
  const hadClasses = Object.keys(classes).map((name) => [name, node.classList.contains(name)] as const);
  const hadClassAttribute = node.hasAttribute('class');
  const setClass = (name: string, on: boolean) => {
    if (node.classList.contains(name) !== on) node.classList.toggle(name, on);
  };
  const restoreAttributes = writeAttributes([[node, attributes]]);
  for (const [name, on] of Object.entries(classes)) setClass(name, on);
  return () => {
    restoreAttributes();
    for (const [name, had] of hadClasses) setClass(name, had);
    // A token taken off again leaves `class=""` behind: the server printed none.
    if (!hadClassAttribute && node.getAttribute('class') === '') node.removeAttribute('class');
  };
}

/**
 * A server node drawn as `look` says for as long as this is rendered; what the node showed
 * before comes back after. Renders no markup of its own: the node stays the theme's, with its
 * listeners and whatever other code holds it.
 */
export function Drawn({ node, look }: { node: Element; look: Look }) {
  // Drawn again when the look changes, not at each render of the list around it.
  const key = JSON.stringify(look);
  useLayoutEffect(() => drawLook(node, JSON.parse(key) as Look), [node, key]);
  return null;
}

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
