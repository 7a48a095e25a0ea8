import { useLayoutEffect, useRef } from 'react';

export interface ServerNodeProps {
  /** A node the server printed: kept as it is (its id, its listeners, jQuery's references to it). */
  node: HTMLElement;
  /**
   * Classes it has while asked for (false: not asked for); one it had already stays when no
   * longer asked for. As a record, a class can also be asked off (`{ active: false }`).
   */
  classes?: readonly (string | false)[] | Readonly<Record<string, boolean>>;
  /** Inline style properties by their CSS names (`z-index`); null: not drawn, the printed value stands. */
  style?: Readonly<Record<string, string | null>>;
  /** Attributes; null: not drawn, the printed value stands. */
  attributes?: Readonly<Record<string, string | null>>;
}

/** One thing drawn on a node, by its kind's letter and its name (`cpum-active`, `sz-index`, `aaria-modal`): how to read and write it. */
const KINDS: Record<string, [read: (node: HTMLElement, name: string) => string | null, write: (node: HTMLElement, name: string, value: string | null) => void]> = {
  c: [(node, name) => (node.classList.contains(name) ? '' : null), (node, name, value) => node.classList.contains(name) !== (value !== null) && node.classList.toggle(name)],
  // An empty value takes the property away (CSSOM).
  s: [(node, name) => node.style.getPropertyValue(name) || null, (node, name, value) => node.style.setProperty(name, value ?? '')],
  a: [(node, name) => node.getAttribute(name), (node, name, value) => (value === null ? node.removeAttribute(name) : node.setAttribute(name, value))],
};
const read = (node: HTMLElement, key: string) => KINDS[key[0]!]![0](node, key.slice(1));
const write = (node: HTMLElement, key: string, value: string | null) => KINDS[key[0]!]![1](node, key.slice(1), value);

/**
 * The binding through which a view draws its state on a server node instead of rendering the
 * node itself: the classes, inline styles and attributes it asks for are written before the
 * browser paints, and what the node had before is put back when they are no longer asked for
 * and when the view unmounts. Renders nothing.
 */
export function ServerNode({ node, classes = [], style = {}, attributes = {} }: ServerNodeProps): null {
  // What the node had before each thing drawn on it.
  const before = useRef(new Map<string, string | null>());
  // Whether the server printed a class attribute at all, known before anything is drawn.
  const printedClass = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    printedClass.current ??= node.hasAttribute('class');
    const wanted = new Map<string, string | null>();
    if (Array.isArray(classes)) {
      for (const name of classes) if (name) wanted.set(`c${name}`, '');
    } else for (const [name, on] of Object.entries(classes)) wanted.set(`c${name}`, on ? '' : null);
    for (const [name, value] of Object.entries(style)) if (value !== null) wanted.set(`s${name}`, value);
    for (const [name, value] of Object.entries(attributes)) if (value !== null) wanted.set(`a${name}`, value);
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
    const printed = printedClass;
    return () => {
      for (const [key, value] of saved) write(node, key, value);
      saved.clear();
      // A class taken off again leaves `class=""` behind where the server printed no class at all.
      if (printed.current === false && node.getAttribute('class') === '') node.removeAttribute('class');
      printed.current = null;
    };
  }, [node]);
  return null;
}
