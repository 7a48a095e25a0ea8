import { findPage } from '../../fixtures/pages/index.ts';
import type { VisitorState } from '../../fixtures/staging/visitors.ts';

/**
 * Puts a fixture page's markup into the current (happy-dom) document, and its
 * wp_localize_script globals on window, as the browser would have them before the bundle runs.
 * Inline scripts are not executed by innerHTML, so the `var name = {...};` globals are read here.
 */
export function loadFixture(path: string, variant: string | null = null): Document {
  const found = findPage(path);
  if (!found) throw new Error(`no fixture page at ${path}`);
  const html = found.page.render({ lang: found.lang, variant, bundle: '', url: new URL(path, 'http://staging.local'), state: { cart: new Map(), failures: new Map() } as VisitorState });
  // Stylesheets and scripts are not wanted (happy-dom would try to fetch them).
  const parsed = new DOMParser().parseFromString(html.replace(/<link[^>]*>|<script[^>]*src=[^>]*><\/script>/g, ''), 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.head.innerHTML = '';
  document.body.innerHTML = parsed.body.innerHTML;
  for (const match of html.matchAll(/var (\w+) = (\{[\s\S]*?\});\n\/\* \]\]> \*\//g)) {
    (window as unknown as Record<string, unknown>)[match[1]!] = JSON.parse(match[2]!);
  }
  return document;
}
