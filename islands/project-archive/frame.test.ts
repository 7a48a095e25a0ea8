import { describe, expect, it } from 'vitest';
import { prepareArchive } from './frame.ts';

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
