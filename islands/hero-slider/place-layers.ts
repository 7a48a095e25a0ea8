import { layerLevels, placeOnGrid, type LayerLevel } from './layer-geometry.ts';

export interface PlacedLayers {
  /** Puts every layer where its level says, on a grid of `width` × `height` px. */
  place(level: number, grid: { width: number; height: number }): void;
  /** The layers' style attributes as printed. */
  restore(): void;
}

/**
 * The layers that carry Slider Revolution's per-level geometry (`data-xy`), placed for the
 * responsive level the slider is at: their font size, line height, wrapping and width for that
 * level first, then their position, which for a centred or right/bottom-aligned layer depends on
 * the size it has then (offsetWidth/Height: unscaled, the grid's own px).
 */
export function placeLayers(module: HTMLElement, levels: number): PlacedLayers {
  const layers = Array.from(module.querySelectorAll<HTMLElement>('rs-layer[data-xy]')).flatMap((el) => {
    const perLevel = layerLevels(el.getAttribute('data-xy'), el.getAttribute('data-text'), el.getAttribute('data-dim'), levels);
    return perLevel ? [{ el, perLevel, printed: el.getAttribute('style') }] : [];
  });
  const size = (el: HTMLElement, level: LayerLevel) => {
    const set = (property: string, value: string | null) => (value === null ? el.style.removeProperty(property) : el.style.setProperty(property, value));
    set('font-size', level.fontSize === null ? null : `${level.fontSize}px`);
    set('line-height', level.lineHeight === null ? null : `${level.lineHeight}px`);
    set('white-space', level.whiteSpace);
    set('width', level.width);
    set('height', level.height);
  };
  return {
    place(level, grid) {
      for (const { el, perLevel } of layers) size(el, perLevel[level]!);
      // All sizes first, then all measurements: one layout, not one per layer.
      const boxes = layers.map(({ el }) => ({ width: el.offsetWidth, height: el.offsetHeight }));
      layers.forEach(({ el, perLevel }, i) => {
        const { left, top } = placeOnGrid(perLevel[level]!, grid, boxes[i]!);
        el.style.setProperty('--rs-x', `${left}px`);
        el.style.setProperty('--rs-y', `${top}px`);
        el.setAttribute('data-rs-placed', String(level));
      });
    },
    restore() {
      for (const { el, printed } of layers) {
        if (printed === null) el.removeAttribute('style');
        else el.setAttribute('style', printed);
        el.removeAttribute('data-rs-placed');
      }
    },
  };
}
