import { describe, expect, it } from 'vitest';
import { prepareArchive } from './frame.ts';
import { drawLook } from './server-nodes.tsx';

describe('prepareArchive', () => {
  it('draws the filter entries as toggle buttons and names the active filter; its undo puts the server markup back', () => {
    const el = document.createElement('div');
    el.innerHTML = `<ul class="project-filter"><li><a href="#" data-filter="*">All</a></li><li><a href="#" class="active" data-filter="marine" role="link">Marine</a></li></ul><div class="project-grid"></div>`;
    const printed = el.outerHTML;
    const undo = prepareArchive(el);
    expect(el.getAttribute('data-filter-active')).toBe('marine');
    const entries = Array.from(el.querySelectorAll('[data-filter]'), (entry) => [entry.getAttribute('role'), entry.getAttribute('aria-pressed'), entry.className]);
    expect(entries).toEqual([
      ['button', 'false', ''],
      ['button', 'true', 'active'],
    ]);
    undo();
    expect(el.outerHTML).toBe(printed);
  });

});

describe('drawLook', () => {
  it('sets its own class tokens and attributes, and puts back only those', () => {
    const link = document.createElement('a');
    link.className = 'next page-numbers';
    const undo = drawLook(link, { classes: { loading: true }, attributes: { 'aria-busy': 'true' } });
    expect(link.className).toBe('next page-numbers loading');
    expect(link.getAttribute('aria-busy')).toBe('true');
    // Other code adds a class meanwhile: it stays.
    link.classList.add('hovered');
    undo();
    expect(link.className).toBe('next page-numbers hovered');
    expect(link.hasAttribute('aria-busy')).toBe(false);
  });
});
