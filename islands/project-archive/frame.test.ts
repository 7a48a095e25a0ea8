import { afterEach, describe, expect, it } from 'vitest';
import { answerArchive, prepareArchive, takeBackArchive } from './frame.ts';

const ARCHIVE = `<ul class="project-filter"><li><a href="#" class="active" data-filter="*">All</a></li><li><a href="#" data-filter="marine" role="link">Marine</a></li><li><a href="#" data-filter="energy">Energy</a></li></ul>
<div class="project-grid"><article class="project-item" data-filter="marine">One</article><article class="project-item" data-filter="energy marine">Two</article><article class="project-item" data-filter="energy">Three</article></div>
<nav class="project-pagination"><span class="current">1</span><a class="next page-numbers" href="/projects/page/2/">Next</a></nav>`;

function archive(html = ARCHIVE) {
  document.body.innerHTML = `<div class="projects-archive">${html}</div>`;
  const el = document.querySelector<HTMLElement>('.projects-archive')!;
  return {
    el,
    printed: el.outerHTML,
    entry: (value: string) => el.querySelector<HTMLElement>(`[data-filter="${value}"]`)!,
    next: () => el.querySelector<HTMLElement>('a.next')!,
    entries: () => Array.from(el.querySelectorAll('.project-filter [data-filter]'), (entry) => [entry.getAttribute('data-filter'), entry.className, entry.getAttribute('aria-pressed')]),
    shown: () => Array.from(el.querySelectorAll('.project-item:not([hidden])'), (item) => item.textContent),
  };
}

describe('prepareArchive', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('draws the filter entries as toggle buttons and names the active filter; its undo puts the server markup back', () => {
    const { el, printed, entries, shown } = archive(ARCHIVE.replace('class="active" ', '').replace('data-filter="marine"', 'class="active" data-filter="marine"'));
    const undo = prepareArchive(el);
    expect(el.getAttribute('data-filter-active')).toBe('marine');
    expect(Array.from(el.querySelectorAll('[data-filter]:not(.project-item)'), (entry) => entry.getAttribute('role'))).toEqual(['button', 'button', 'button']);
    expect(entries()).toEqual([
      ['*', '', 'false'],
      ['marine', 'active', 'true'],
      ['energy', '', 'false'],
    ]);
    // As the view draws it: a filter the server marked active shows only its projects.
    expect(shown()).toEqual(['One', 'Two']);
    undo();
    expect(el.outerHTML).toBe(printed);
  });
});

describe('answerArchive: a click before the view came, answered on the prepared look', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('a filter entry: pressed and active alone, its projects shown, the rest hidden; again and again, each from the last', () => {
    const { el, entry, entries, shown } = archive();
    prepareArchive(el);
    expect(answerArchive(el, entry('marine'))).toBe(true);
    expect(el.getAttribute('data-filter-active')).toBe('marine');
    expect(entries()).toEqual([
      ['*', '', 'false'],
      ['marine', 'active', 'true'],
      ['energy', '', 'false'],
    ]);
    expect(shown()).toEqual(['One', 'Two']);
    expect(answerArchive(el, entry('energy'))).toBe(true);
    expect(shown()).toEqual(['Two', 'Three']);
    expect(answerArchive(el, entry('*'))).toBe(true);
    expect(shown()).toEqual(['One', 'Two', 'Three']);
    expect(el.querySelectorAll('[hidden]')).toHaveLength(0);
    expect(entries()[0]).toEqual(['*', 'active', 'true']);
  });

  it('the active entry again changes nothing, and is done with', () => {
    const { el, entry } = archive();
    prepareArchive(el);
    answerArchive(el, entry('energy'));
    const answered = el.outerHTML;
    expect(answerArchive(el, entry('energy'))).toBe(true);
    expect(el.outerHTML).toBe(answered);
  });

  it('the next link: busy at once, and its click held for the view (false); again, nothing more', () => {
    const { el, next } = archive();
    prepareArchive(el);
    expect(answerArchive(el, next())).toBe(false);
    expect(next().className).toBe('next page-numbers loading');
    expect(next().getAttribute('aria-busy')).toBe('true');
    const answered = el.outerHTML;
    expect(answerArchive(el, next())).toBe(false);
    expect(el.outerHTML).toBe(answered);
  });

  it('a next link off the site is not shown busy: the view will leave it a link', () => {
    const { el, next } = archive(ARCHIVE.replace('/projects/page/2/', 'https://elsewhere.example/projects/page/2/'));
    prepareArchive(el);
    const prepared = el.outerHTML;
    expect(answerArchive(el, next())).toBe(false);
    expect(el.outerHTML).toBe(prepared);
  });

  it('the island\'s undo takes back the answers too: the server markup, but for what others added meanwhile', () => {
    const { el, printed, entry, next } = archive();
    const undo = prepareArchive(el);
    // The masonry marks the wrapper once it has laid the grid out: not the archive's to take back.
    el.classList.add('is-masonry');
    answerArchive(el, entry('marine'));
    answerArchive(el, next());
    undo();
    el.classList.remove('is-masonry');
    expect(el.outerHTML).toBe(printed);
  });

  it('the view takes the look back with what it showed; nothing is answered after that, nor before the prepare', () => {
    const { el, printed, entry, next } = archive();
    expect(answerArchive(el, entry('marine'))).toBe(false);
    expect(el.outerHTML).toBe(printed);
    prepareArchive(el);
    answerArchive(el, entry('energy'));
    answerArchive(el, next());
    expect(takeBackArchive(el)).toEqual({ filter: 'energy', next: true });
    expect(el.outerHTML).toBe(printed);
    expect(answerArchive(el, entry('marine'))).toBe(false);
    expect(el.outerHTML).toBe(printed);
    expect(takeBackArchive(el)).toBeNull();
  });
});
