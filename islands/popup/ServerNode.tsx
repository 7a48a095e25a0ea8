import { useLayoutEffect, useRef } from 'react';

export interface ServerNodeProps {
  /** A node the server printed: kept as it is (its id, its listeners, jQuery's references to it). */
  node: HTMLElement;
  /** Classes it has while asked for; one it had already stays when no longer asked for. */
  classes?: readonly string[];
  /** Inline style properties by their CSS names (`z-index`); null: not drawn, the printed value stands. */
  style?: Readonly<Record<string, string | null>>;
  /** Attributes; null: not drawn, the printed value stands. */
  attributes?: Readonly<Record<string, string | null>>;
}

/** `class:`, `style:` or `attr:` and a name: one thing drawn on the node. */
type Drawn = string;

function read(node: HTMLElement, key: Drawn): string | null {
  const name = key.slice(key.indexOf(':') + 1);
  if (key.startsWith('class:')) return node.classList.contains(name) ? '' : null;
  if (key.startsWith('style:')) return node.style.getPropertyValue(name) || null;
  return node.getAttribute(name);
}

function write(node: HTMLElement, key: Drawn, value: string | null): void {
  const name = key.slice(key.indexOf(':') + 1);
  if (key.startsWith('class:')) node.classList.toggle(name, value !== null);
  else if (key.startsWith('style:')) {
    if (value === null) node.style.removeProperty(name);
    else node.style.setProperty(name, value);
  } else if (value === null) node.removeAttribute(name);
  else node.setAttribute(name, value);
}

/**
 * The binding through which a view draws its state on a server node instead of rendering the
 * node itself: the classes, inline styles and attributes it asks for are written before the
 * browser paints, and what the node had before is put back when they are no longer asked for
 * and when the view unmounts. Renders nothing.
 */
export function ServerNode({ node, classes = [], style = {}, attributes = {} }: ServerNodeProps): null {
  // What the node had before each thing drawn on it.
  const before = useRef(new Map<Drawn, string | null>());
  useLayoutEffect(() => {
    const wanted = new Map<Drawn, string>();
    for (const name of classes) wanted.set(`class:${name}`, '');
    for (const [name, value] of Object.entries(style)) if (value !== null) wanted.set(`style:${name}`, value);
    for (const [name, value] of Object.entries(attributes)) if (value !== null) wanted.set(`attr:${name}`, value);
    const saved = before.current;
    for (const [key, value] of saved) {
      if (wanted.has(key)) continue;
      write(node, key, value);
      saved.delete(key);
    }
    for (const [key, value] of wanted) {
      if (!saved.has(key)) saved.set(key, read(node, key));
      write(node, key, value);
    }
  });
  useLayoutEffect(() => {
    const saved = before.current;
    return () => {
      for (const [key, value] of saved) write(node, key, value);
      saved.clear();
    };
  }, [node]);
  return null;
}
