import { afterEach } from 'vitest';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * React roots for a unit test's views, each on a container of its own, rendered synchronously
 * (`render(root, null)` takes a view away). Every root made is unmounted after each test, before
 * the test file's own clean-up (vitest runs the later `afterEach` first: call this after that).
 */
export function reactRoots() {
  let roots: Root[] = [];
  afterEach(() => {
    for (const root of roots) flushSync(() => root.unmount());
    roots = [];
  });
  return {
    newRoot(): Root {
      const root = createRoot(document.createElement('div'));
      roots.push(root);
      return root;
    },
    render: (root: Root, node: ReactNode) => flushSync(() => root.render(node)),
  };
}
