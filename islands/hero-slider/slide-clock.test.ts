import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSlideClock } from './slide-clock.ts';

describe('the slide clock', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('runs callbacks at their time and keeps the time left over a pause', () => {
    const clock = createSlideClock(window);
    const ran: string[] = [];
    clock.at(1000, () => ran.push('exit'));
    clock.at(9000, () => ran.push('next'));
    vi.advanceTimersByTime(999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['exit']);
    vi.advanceTimersByTime(4000);
    clock.hold('hover');
    clock.hold('video');
    expect(clock.running()).toBe(false);
    vi.advanceTimersByTime(60_000);
    clock.release('hover');
    vi.advanceTimersByTime(60_000);
    expect(ran).toEqual(['exit']);
    clock.release('video');
    vi.advanceTimersByTime(3999);
    expect(ran).toEqual(['exit']);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['exit', 'next']);
  });

  it('reset drops the callbacks and starts the time again', () => {
    const clock = createSlideClock(window);
    const ran: string[] = [];
    clock.at(500, () => ran.push('old'));
    vi.advanceTimersByTime(400);
    clock.reset();
    clock.at(500, () => ran.push('new'));
    vi.advanceTimersByTime(499);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['new']);
  });
});
