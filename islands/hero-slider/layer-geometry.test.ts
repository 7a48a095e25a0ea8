import { describe, expect, it } from 'vitest';
import { layerLevels, placeOnGrid, type LayerLevel } from './layer-geometry.ts';

describe('layerLevels', () => {
  it('reads one value per level, the last repeating', () => {
    const levels = layerLevels('x:l;xo:60px,50px;y:t;yo:120px,110px,80px,40px;', 's:56,48,40,28;l:66,58;w:normal;', 'w:640px,600px,100%;h:293px,146;', 4)!;
    expect(levels.map((l) => [l.x, l.xo, l.y, l.yo, l.fontSize, l.lineHeight, l.whiteSpace, l.width, l.height])).toEqual([
      ['l', 60, 't', 120, 56, 66, 'normal', '640px', '293px'],
      ['l', 50, 't', 110, 48, 58, 'normal', '600px', '146px'],
      ['l', 50, 't', 80, 40, 58, 'normal', '100%', '146px'],
      ['l', 50, 't', 40, 28, 58, 'normal', '100%', '146px'],
    ]);
  });

  it.each([
    ['x:c;y:m;', { x: 'c', y: 'm', xo: 0, yo: 0 }],
    ['x:right;xo:20;y:bottom;yo:30px;', { x: 'r', y: 'b', xo: 20, yo: 30 }],
    ['x:middle;y:left;', { x: 'l', y: 't' }],
  ])('%s', (xy, expected) => expect(layerLevels(xy, null, null, 1)![0]).toMatchObject(expected));

  it('a layer without data-xy keeps the place it was printed at', () => expect(layerLevels(null, 's:20', null, 4)).toBeNull());

  it('leaves out what is not given or not a size', () => {
    expect(layerLevels('x:l;', null, 'w:auto;', 1)![0]).toMatchObject({ fontSize: null, lineHeight: null, whiteSpace: null, width: null, height: null });
  });
});

describe('placeOnGrid', () => {
  const level = (x: LayerLevel['x'], xo: number, y: LayerLevel['y'], yo: number): LayerLevel => ({ x, xo, y, yo, fontSize: null, lineHeight: null, whiteSpace: null, width: null, height: null });
  const grid = { width: 1000, height: 500 };
  const box = { width: 200, height: 100 };
  it.each([
    [level('l', 60, 't', 120), { left: 60, top: 120 }],
    [level('c', 0, 'm', 0), { left: 400, top: 200 }],
    [level('c', 50, 'm', -40), { left: 450, top: 160 }],
    [level('r', 20, 'b', 30), { left: 780, top: 370 }],
  ])('%o → %o', (l, expected) => expect(placeOnGrid(l, grid, box)).toEqual(expected));
});
