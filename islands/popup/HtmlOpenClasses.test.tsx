import { afterEach, describe, expect, it } from 'vitest';
import { HtmlOpenClasses, openClasses } from './HtmlOpenClasses.tsx';
import { reactRoots } from '../../tests/support/react-roots.ts';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.className = '';
});
// After the clean-up above, so the views are unmounted before it runs.
const { newRoot, render } = reactRoots();

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
