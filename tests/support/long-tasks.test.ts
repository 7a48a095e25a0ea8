import { describe, expect, it } from 'vitest';
import { blockingTime, totalBlockingTime } from './long-tasks.ts';

describe('totalBlockingTime (Lighthouse: long tasks from first contentful paint)', () => {
  const rows: Array<[string, Array<{ start: number; duration: number }>, number, number, number]> = [
    ['no long task', [], 100, Infinity, 0],
    ['a task after FCP counts its time past 50 ms', [{ start: 200, duration: 80 }], 100, Infinity, 30],
    ['a task wholly before FCP does not count', [{ start: 0, duration: 90 }], 100, Infinity, 0],
    ['a task across FCP counts from FCP', [{ start: 20, duration: 160 }], 100, Infinity, 30],
    ['…and not at all when under 50 ms after it', [{ start: 20, duration: 120 }], 100, Infinity, 0],
    ['a task after the window end does not count', [{ start: 5000, duration: 200 }], 100, 4000, 0],
    ['a task across the window end counts up to it', [{ start: 3900, duration: 200 }], 100, 4000, 50],
    ['several add up', [{ start: 150, duration: 60 }, { start: 400, duration: 51 }, { start: 900, duration: 120 }], 100, Infinity, 81],
  ];
  it.each(rows)('%s', (_name, tasks, from, to, expected) => {
    expect(totalBlockingTime(tasks, from, to)).toBe(expected);
  });

  it('from 0 it is the plain sum of blockingTime', () => {
    const tasks = [{ start: 10, duration: 70 }, { start: 300, duration: 140 }];
    expect(totalBlockingTime(tasks, 0)).toBe(blockingTime(tasks.map((task) => task.duration)));
  });
});
