import { describe, expect, it } from 'vitest';
import { slideTo } from './slide-to.ts';

describe('slideTo: the track moved by a CSS transition of exactly `ms`', () => {
  it.each([
    // what the track's inline style held before (a mount's or a drag's none, a slide's), ms,
    // easing → its inline transition after; with the stylesheet's easing no shorthand is left, so
    // the stylesheet's property and easing stand, with the duration
    ['Owl: after a drag', 'transition: none', 500, 'ease', { transition: 'transform 500ms ease' }],
    ['flexslider: after the mount or a drag', 'transition: none', 500, 'stylesheet', { transition: '', transitionDuration: '500ms' }],
    ['flexslider: after another slide', 'transition-duration: 500ms', 500, 'stylesheet', { transition: '', transitionDuration: '500ms' }],
    ['reduced motion: a jump', 'transition-duration: 500ms', 0, 'stylesheet', { transition: 'none' }],
    ['reduced motion with Owl: a jump', 'transition: transform 500ms ease', 0, 'ease', { transition: 'none' }],
  ] as const)('%s', (_case, before, ms, easing, after: Partial<Record<'transition' | 'transitionDuration', string>>) => {
    const track = document.createElement('div');
    track.setAttribute('style', before);
    const went: number[] = [];
    slideTo({ containerNode: () => track, scrollTo: (index: number, jump?: boolean) => void went.push(index, jump ? 1 : 0) }, 2, ms, easing);
    for (const [name, value] of Object.entries(after)) expect(track.style[name as keyof typeof after], name).toBe(value);
    expect(went).toEqual([2, 1]);
  });
});
