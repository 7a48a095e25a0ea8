import { describe, expect, it } from 'vitest';
import { serialQueue } from './serial-queue.ts';

describe('serialQueue', () => {
  it('runs tasks one after another, in the order they were added', async () => {
    const queue = serialQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.add(task('a', 30)), queue.add(task('b', 1)), queue.add(task('c', 10))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('a failed task rejects its own promise and does not stop the next one', async () => {
    const queue = serialQueue();
    const failed = queue.add(async () => {
      throw new Error('network');
    });
    const next = queue.add(async () => 'ran');
    await expect(failed).rejects.toThrow('network');
    await expect(next).resolves.toBe('ran');
  });
});
