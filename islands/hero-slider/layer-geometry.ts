import { num, parseParams } from './params.ts';

/**
 * Where a layer sits at one responsive level, as Slider Revolution 6 prints it: `data-xy`
 * (`x:l;xo:60px,60px,40px,20px;y:t;yo:120px,…`, alignment and offset in grid px), `data-text`
 * (`s:` font size, `l:` line height, `w:normal|nowrap`) and `data-dim` (`w:` width, `h:` height),
 * each value a list with one entry per level, the last repeating when the list is shorter.
 * Pure: the slider measures the layer and places it (placeLayer).
 */
export interface LayerLevel {
  x: 'l' | 'c' | 'r';
  xo: number;
  y: 't' | 'm' | 'b';
  yo: number;
  fontSize: number | null;
  lineHeight: number | null;
  whiteSpace: 'normal' | 'nowrap' | null;
  /** CSS lengths (`640px`, `100%`) or null for the layer's own. */
  width: string | null;
  height: string | null;
}

const X: Record<string, LayerLevel['x']> = { l: 'l', left: 'l', c: 'c', center: 'c', r: 'r', right: 'r' };
const Y: Record<string, LayerLevel['y']> = { t: 't', top: 't', m: 'm', middle: 'm', center: 'm', b: 'b', bottom: 'b' };

/** The value of `key` at `level`: a comma list, its last entry repeating. */
function at(params: Map<string, string>, key: string, level: number): string | undefined {
  const list = params.get(key)?.split(',').map((value) => value.trim());
  if (!list || list.length === 0) return undefined;
  return list[Math.min(level, list.length - 1)];
}

const length = (value: string | undefined): string | null => (value && /^\d+(\.\d+)?(px|%)?$/.test(value) ? (/\d$/.test(value) ? `${value}px` : value) : null);

/** The layer's place at each of `levels` levels, or null when it has no `data-xy` (it keeps the position it was printed with). */
export function layerLevels(xy: string | null, text: string | null, dim: string | null, levels: number): LayerLevel[] | null {
  if (!xy) return null;
  const position = parseParams(xy);
  const type = parseParams(text);
  const size = parseParams(dim);
  return Array.from({ length: levels }, (_, level) => {
    const fontSize = at(type, 's', level);
    const lineHeight = at(type, 'l', level);
    const wrap = at(type, 'w', level);
    return {
      x: X[at(position, 'x', level) ?? 'l'] ?? 'l',
      xo: num(at(position, 'xo', level), 0),
      y: Y[at(position, 'y', level) ?? 't'] ?? 't',
      yo: num(at(position, 'yo', level), 0),
      fontSize: fontSize === undefined ? null : num(fontSize, 0) || null,
      lineHeight: lineHeight === undefined ? null : num(lineHeight, 0) || null,
      whiteSpace: wrap === 'normal' || wrap === 'nowrap' ? wrap : null,
      width: length(at(size, 'w', level)),
      height: length(at(size, 'h', level)),
    };
  });
}

/**
 * The layer's top-left corner on the grid (gw × gh, unscaled px) for its size there: left,
 * centred or right, top, middle or bottom, then the offset (RS measures `r` and `b` offsets
 * from the right and bottom edges).
 */
export function placeOnGrid(level: LayerLevel, grid: { width: number; height: number }, box: { width: number; height: number }): { left: number; top: number } {
  const left = level.x === 'l' ? level.xo : level.x === 'c' ? (grid.width - box.width) / 2 + level.xo : grid.width - box.width - level.xo;
  const top = level.y === 't' ? level.yo : level.y === 'm' ? (grid.height - box.height) / 2 + level.yo : grid.height - box.height - level.yo;
  return { left: Math.round(left), top: Math.round(top) };
}
