import { describe, expect, it, vi } from 'vitest';
import { createImageQueue, type ImageOutcome } from './image-queue.ts';

describe('the image queue', () => {
  it('loads at most 4 at once, and a time-out frees a place', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queue = createImageQueue(window);
    const images = Array.from({ length: 6 }, () => document.createElement('img'));
    const outcomes: Array<[number, ImageOutcome]> = [];
    images.forEach((img, i) => queue.add({ img, src: `/i${i}.png`, timeout: 15_000, done: (outcome) => outcomes.push([i, outcome]) }));
    const started = () => images.filter((img) => img.getAttribute('src')).length;
    expect(started()).toBe(4);
    images[0]!.dispatchEvent(new Event('load'));
    expect(started()).toBe(5);
    images[1]!.dispatchEvent(new Event('error'));
    expect(started()).toBe(6);
    vi.advanceTimersByTime(15_000);
    expect(outcomes).toEqual([
      [0, 'loaded'],
      [1, 'broken'],
      [2, 'timeout'],
      [3, 'timeout'],
      [4, 'timeout'],
      [5, 'timeout'],
    ]);
    vi.useRealTimers();
  });

  it('puts a slide the visitor is about to see first', () => {
    const queue = createImageQueue(window, 1);
    const images = Array.from({ length: 3 }, () => document.createElement('img'));
    for (const [i, img] of images.entries()) queue.add({ img, src: `/i${i}.png`, timeout: 1000, done: () => {} });
    queue.prioritise([images[2]!]);
    images[0]!.dispatchEvent(new Event('load'));
    expect(images[2]!.getAttribute('src')).toBe('/i2.png');
    expect(images[1]!.getAttribute('src')).toBeNull();
  });
});
