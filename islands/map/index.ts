import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'map',
  // Leaflet and its stylesheet (~45 KB gzip) load only when a map comes near the viewport.
  when: 'visible',
  load: () => import('./Map.island.tsx'),
});
