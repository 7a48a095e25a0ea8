import { describe, expect, it } from 'vitest';
import { cssEasing, parseFrame, DEFAULT_EASING } from './frames.ts';
import { flag, num, parseParams } from './params.ts';
import { gridOf, parseTransition } from './transition-spec.ts';

describe('RS parameter strings', () => {
  it('splits on the first colon only', () => {
    expect(Object.fromEntries(parseParams('ar:16:9;mp4:https://example.com/a.mp4; x :5;;bad'))).toEqual({ ar: '16:9', mp4: 'https://example.com/a.mp4', x: '5' });
  });
  it.each([
    ['t', true],
    ['on', true],
    ['false', false],
    ['f', false],
    [undefined, true],
    ['maybe', true],
  ])('flag(%s) with fallback true → %s', (value, expected) => expect(flag(value, true)).toBe(expected));
  it('reads numbers with units', () => expect([num('640px', 0), num('x', 7), num(undefined, 3)]).toEqual([640, 7, 3]));
});

describe('layer frames', () => {
  it('frame_0 is a pose to start from', () => {
    expect(parseFrame('x:-60;y:40;o:0;sX:0.8;sY:0.8;rZ:10', 'from')?.pose).toEqual({ x: -60, y: 40, opacity: 0, scaleX: 0.8, scaleY: 0.8, rotate: 10 });
  });
  it('frame_1 has timing; its pose is the natural one', () => {
    expect(parseFrame('st:300;sp:800;e:power3.out', 'in')).toEqual({ pose: { x: 0, y: 0, opacity: 1, scaleX: 1, scaleY: 1, rotate: 0 }, start: 300, speed: 800, easing: 'cubic-bezier(0.165, 0.84, 0.44, 1)' });
  });
  it('frame_999 with st:w (or none) waits for the end of the slide', () => {
    expect(parseFrame('st:w;sp:500;o:0', 'out')).toMatchObject({ start: 'wait', speed: 500, pose: { opacity: 0 } });
    // Without `sp`: the animation library's default duration, 0.5 s, in and out.
    expect(parseFrame('o:0', 'out')).toMatchObject({ start: 'wait', speed: 500 });
    expect(parseFrame('st:100', 'in')).toMatchObject({ start: 100, speed: 500 });
    expect(parseFrame('st:1500;sp:400;o:0', 'out')).toMatchObject({ start: 1500 });
  });
  it('no attribute, no frame', () => expect(parseFrame(null, 'in')).toBeNull());
  it.each([
    ['Power2.easeOut', 'cubic-bezier(0.215, 0.61, 0.355, 1)'],
    ['linear', 'linear'],
    ['back.out', 'cubic-bezier(0.175, 0.885, 0.32, 1.275)'],
    ['elastic.wobble', DEFAULT_EASING],
  ])('easing %s → %s', (name, css) => expect(cssEasing(name)).toBe(css));
});

describe('slide transitions', () => {
  it('defaults to a fade of 1000 ms with a random grid', () => {
    expect(parseTransition(null, 1000)).toEqual({ name: 'fade', kind: 'fade', duration: 1000, slots: 'random' });
  });
  it('reads the name, duration and slots', () => {
    expect(parseTransition('ms:1200;t:boxfade;sl:7', 1000)).toEqual({ name: 'boxfade', kind: 'grid', duration: 1200, slots: 7 });
    expect(parseTransition('t:slideleft', 1000).kind).toBe('slide');
  });
  it('leaves unknown names to the server table', () => expect(parseTransition('t:zoomout', 1000).kind).toBeNull());
  it('a random grid is 1 to 10 cells across', () => {
    expect(gridOf('random', 1000, 500, () => 0).cols).toBe(1);
    expect(gridOf('random', 1000, 500, () => 0.999).cols).toBe(10);
  });
  it('keeps the blur filter up to 200 cells and drops it above', () => {
    expect(gridOf(20, 1000, 1000, Math.random)).toEqual({ cols: 20, rows: 20, filter: false });
    expect(gridOf(10, 1000, 500, Math.random)).toEqual({ cols: 10, rows: 5, filter: true });
    expect(gridOf(20, 2000, 1000, Math.random)).toEqual({ cols: 20, rows: 10, filter: true });
    expect(gridOf(21, 2000, 1000, Math.random)).toEqual({ cols: 21, rows: 11, filter: false });
  });
});
