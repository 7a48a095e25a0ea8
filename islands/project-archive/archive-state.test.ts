import { describe, expect, it } from 'vitest';
import { nextArchive, type ArchiveEffect, type ArchiveEvent, type ArchiveState } from './archive-state.ts';

const idle = (filter = '*'): ArchiveState => ({ filter, loading: false });
const loading = (filter = '*'): ArchiveState => ({ filter, loading: true });

describe('the project archive, event by event', () => {
  it.each<[string, ArchiveState, ArchiveEvent, ArchiveState, ArchiveEffect[]]>([
    ['a new filter is shown', idle(), { type: 'filter', value: '.oil' }, idle('.oil'), ['prevent-default', 'show-filter']],
    ['the active filter again does nothing', idle('.oil'), { type: 'filter', value: '.oil' }, idle('.oil'), ['prevent-default']],
    ['filtering while a page loads is allowed', loading(), { type: 'filter', value: '.oil' }, loading('.oil'), ['prevent-default', 'show-filter']],
    ['the next link loads in place', idle(), { type: 'next', inPlace: true }, loading(), ['prevent-default', 'load-next']],
    ['a click while loading is ignored', loading(), { type: 'next', inPlace: true }, loading(), ['prevent-default']],
    ['a link off the site, or one that failed, navigates', idle(), { type: 'next', inPlace: false }, idle(), []],
    ['… even while another page loads', loading(), { type: 'next', inPlace: false }, loading(), []],
    ['the page arrives', loading(), { type: 'loaded' }, idle(), ['end-busy', 'show-page']],
    ['the page fails: the link stays a link', loading(), { type: 'failed' }, idle(), ['end-busy', 'keep-link-plain']],
    ['an answer nobody waits for is dropped', idle(), { type: 'loaded' }, idle(), []],
    ['a failure nobody waits for is dropped', idle(), { type: 'failed' }, idle(), []],
  ])('%s', (_name, state, event, next, effects) => {
    expect(nextArchive(state, event)).toEqual({ state: next, effects });
  });
});
