import { afterEach, describe, expect, it } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import type { ReactNode } from 'react';
import { HtmlOpenClasses, openClasses } from './HtmlOpenClasses.tsx';

let roots: Root[] = [];
const render = (root: Root, node: ReactNode) => flushSync(() => root.render(node));
const newRoot = () => {
  const root = createRoot(document.createElement('div'));
  roots.push(root);
  return root;
};

afterEach(() => {
  for (const root of roots) flushSync(() => root.unmount());
  roots = [];
  document.body.innerHTML = '';
  document.documentElement.className = '';
});

describe('HtmlOpenClasses: <html> says a popup is open while any popup shows', () => {
  it.each([
    [{ overlay_disabled: false, position_fixed: false }, 'pum-open pum-open-overlay pum-open-scrollable'],
    [{ overlay_disabled: true, position_fixed: true }, 'pum-open pum-open-overlay-disabled pum-open-fixed'],
  ])('%j → %s', (settings, classes) => {
    expect(openClasses(settings)).toBe(classes);
  });

  it('the classes go only when the last showing popup lets go, all at once (as pum-site.js removes them)', () => {
    const html = document.documentElement;
    const [first, second] = [newRoot(), newRoot()];
    render(first, <HtmlOpenClasses doc={document} classes="pum-open pum-open-overlay pum-open-scrollable" />);
    render(second, <HtmlOpenClasses doc={document} classes="pum-open pum-open-overlay-disabled pum-open-fixed" />);
    render(first, null);
    expect(html.className).toBe('pum-open pum-open-overlay pum-open-scrollable pum-open-overlay-disabled pum-open-fixed');
    render(second, null);
    expect(html.className).toBe('');
  });
});
