import { describe, expect, it } from 'vitest';
import { answeredArchive, nextArchive, printedArchive, type ArchiveEffect, type ArchiveEvent, type ArchiveState } from './archive-state.ts';

// Projects and pagers are what the view shows them as; here, names.
type State = ArchiveState<string, string>;
type Event = ArchiveEvent<string, string>;
type Effect = ArchiveEffect<string>;

const PAGE_2 = 'https://lubrica.test/projects/page/2/';
const PAGE_3 = 'https://lubrica.test/projects/page/3/';
const ERROR = new Error('HTTP 500');

const idle = (changes: Partial<State> = {}): State => ({ ...printedArchive<string, string>('*', 'pager 1'), ...changes });
const loading = (changes: Partial<State> = {}): State => idle({ loading: PAGE_2, ...changes });
const prevent: Effect = { type: 'prevent-default' };

describe('the project archive, event by event', () => {
  it.each<[string, State, Event, State, Effect[]]>([
    ['a new filter is shown', idle(), { type: 'filter', value: 'oil' }, idle({ filter: 'oil' }), [prevent, { type: 'announce-shown' }]],
    ['the active filter again does nothing', idle({ filter: 'oil' }), { type: 'filter', value: 'oil' }, idle({ filter: 'oil' }), [prevent]],
    ['filtering while a page loads is allowed', loading(), { type: 'filter', value: 'oil' }, loading({ filter: 'oil' }), [prevent, { type: 'announce-shown' }]],
    ['the next link loads its page in place', idle(), { type: 'next', url: PAGE_2 }, loading(), [prevent, { type: 'fetch-page', url: PAGE_2 }]],
    ['a click while a page loads is ignored', loading(), { type: 'next', url: PAGE_2 }, loading(), [prevent]],
    ['a link off the site navigates', idle(), { type: 'next', url: null }, idle(), []],
    ['… even while another page loads', loading(), { type: 'next', url: null }, loading(), []],
    ['a link to a page that failed to load in place navigates', idle({ plain: [PAGE_2] }), { type: 'next', url: PAGE_2 }, idle({ plain: [PAGE_2] }), []],
    [
      'the page arrives: its projects follow, its pager replaces the one shown, the first is focused and the count said',
      loading({ added: ['p5'] }),
      { type: 'loaded', projects: ['p9', 'p10'], pager: 'pager 3' },
      idle({ added: ['p5', 'p9', 'p10'], pager: 'pager 3' }),
      [{ type: 'focus-first', projects: ['p9', 'p10'] }, { type: 'announce-added', count: 2 }],
    ],
    [
      'the last page arrives without a pager: none is shown',
      loading({ loading: PAGE_3 }),
      { type: 'loaded', projects: ['p13'], pager: null },
      idle({ added: ['p13'], pager: null }),
      [{ type: 'focus-first', projects: ['p13'] }, { type: 'announce-added', count: 1 }],
    ],
    ['the page fails: its link stays a link to it', loading(), { type: 'failed', error: ERROR }, idle({ plain: [PAGE_2] }), [{ type: 'warn-link-plain', url: PAGE_2, error: ERROR }]],
    ['an answer nobody waits for is dropped', idle(), { type: 'loaded', projects: ['p5'], pager: 'pager 2' }, idle(), []],
    ['a failure nobody waits for is dropped', idle(), { type: 'failed', error: ERROR }, idle(), []],
  ])('%s', (_name, state, event, next, effects) => {
    expect(nextArchive(state, event)).toEqual({ state: next, effects });
  });

  it('starts from the printed archive: its filter and pager, nothing on its way', () => {
    expect(printedArchive('marine', 'pager 1')).toEqual({ filter: 'marine', loading: null, plain: [], added: [], pager: 'pager 1' });
  });
});

describe('the project archive as the view finds it, after the clicks the entry answered', () => {
  it.each<[string, Event[], State, Effect[]]>([
    ['nothing answered: the printed archive', [], idle(), []],
    ['a filter answered: shown, and its announcement owed', [{ type: 'filter', value: 'oil' }], idle({ filter: 'oil' }), [{ type: 'announce-shown' }]],
    ['the printed filter again: nothing owed', [{ type: 'filter', value: '*' }], idle(), []],
    ['the next page answered: on its way, its request owed', [{ type: 'next', url: PAGE_2 }], loading(), [{ type: 'fetch-page', url: PAGE_2 }]],
    [
      'both: the page is asked for under the filter drawn',
      [{ type: 'filter', value: 'oil' }, { type: 'next', url: PAGE_2 }],
      loading({ filter: 'oil' }),
      [{ type: 'announce-shown' }, { type: 'fetch-page', url: PAGE_2 }],
    ],
  ])('%s', (_name, answered, state, effects) => {
    expect(answeredArchive(idle(), answered)).toEqual({ state, effects });
  });
});
