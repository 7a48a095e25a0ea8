import { describe, expect, it } from 'vitest';
import { slideFromHash } from './deep-link.ts';

const names = ['oils', null, 'lab'];

describe('slideFromHash (1-based numbers or a slide name, as RS 6)', () => {
  it.each([
    ['#slide-3', 2],
    ['#slide3', 2],
    ['#3', 2],
    ['#1', 0],
    ['#slide-2_extra', 1],
    ['#oils', 0],
    ['#lab', 2],
    ['#0', null],
    ['#4', null],
    ['#slide-9', null],
    ['#unknown', null],
    ['', null],
    ['#', null],
    ['#3abc', null],
    ['#%E0%A4%A', null], // malformed (typed by hand): no slide, and no error out of the slider
  ])('%s → %s', (hash, expected) => {
    expect(slideFromHash(hash, names)).toBe(expected);
  });
});
