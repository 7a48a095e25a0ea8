import { describe, expect, it } from 'vitest';
import { durationFor, formatCounter, parseCounterText, valueAt } from './count-up.ts';

describe('parseCounterText', () => {
  it.each([
    ['25', { prefix: '', target: 25, suffix: '', group: '' }],
    ['1 250', { prefix: '', target: 1250, suffix: '', group: ' ' }],
    ['1,250,000', { prefix: '', target: 1250000, suffix: '', group: ',' }],
    ['98%', { prefix: '', target: 98, suffix: '%', group: '' }],
    ['12000+', { prefix: '', target: 12000, suffix: '+', group: '' }],
    ['€ 40', { prefix: '€ ', target: 40, suffix: '', group: '' }],
    ['  7 ', { prefix: '', target: 7, suffix: '', group: '' }],
  ])('%j', (text, expected) => {
    expect(parseCounterText(text)).toMatchObject(expected);
  });

  it.each(['', 'many', '12 and 13', '1.5'])('%j is not a counter', (text) => {
    expect(parseCounterText(text)).toBeNull();
  });
});

describe('count-up timing', () => {
  it('steps 11 every 5 ms from 0 and stops at the target', () => {
    expect(valueAt(0, 100)).toBe(0);
    expect(valueAt(4, 100)).toBe(0);
    expect(valueAt(5, 100)).toBe(11);
    expect(valueAt(25, 100)).toBe(55);
    expect(valueAt(5000, 100)).toBe(100);
  });

  it('lasts as many 5 ms steps as 11s fit in the target', () => {
    expect(durationFor(11)).toBe(5);
    expect(durationFor(12)).toBe(10);
    expect(durationFor(1250)).toBe(570);
  });
});

describe('formatCounter', () => {
  const counter = parseCounterText('1 250+')!;
  it('keeps the grouping, prefix and suffix while counting', () => {
    expect(formatCounter(1100, counter)).toBe('1 100+');
    expect(formatCounter(0, counter)).toBe('0+');
  });
  it('ends on the server text exactly', () => {
    expect(formatCounter(1250, counter)).toBe('1 250+');
  });
});
