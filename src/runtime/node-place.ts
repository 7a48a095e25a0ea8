/**
 * Where a node sits under a root (child indices down from it) and what it is (tag, label, text):
 * enough to find it again after a render replaced the root's nodes with its own in the same
 * places (React's over the server's), and to tell it from something else that moved there.
 */
export interface NodePlace {
  path: number[];
  signature: string;
}

const signatureOf = (el: Element) => `${el.tagName}|${el.getAttribute('aria-label') ?? ''}|${el.textContent ?? ''}`;

export function placeOf(root: Element, target: Element): NodePlace {
  const path: number[] = [];
  for (let node: Element = target; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return { path, signature: signatureOf(target) };
}

/** The element now at `place` under `root`, if it is what was there; null otherwise. */
export function nodeAt(root: Element, { path, signature }: NodePlace): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement && node !== root && signatureOf(node) === signature ? node : null;
}

