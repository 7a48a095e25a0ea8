import leafletCss from 'leaflet/dist/leaflet.css?inline';
import type { IslandModule } from '../../src/runtime/define.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { MapView } from './MapView.tsx';
import { parseMap } from './parse-props.ts';

const island = reactIsland({ parseProps: parseMap, Component: MapView });

/**
 * Leaflet's stylesheet travels in this chunk and goes into the page with the first map, so
 * pages without a map (or before it is visible) pay nothing for it, and theme.css stays small.
 */
function ensureLeafletCss(doc: Document): void {
  if (doc.querySelector('style[data-theme-leaflet]')) return;
  const style = doc.createElement('style');
  style.setAttribute('data-theme-leaflet', '');
  style.textContent = leafletCss;
  doc.head.append(style);
}

const map: IslandModule = {
  mount(el, ctx) {
    ensureLeafletCss(ctx.doc);
    return island.mount(el, ctx);
  },
};

export default map;
