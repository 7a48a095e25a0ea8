import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'star-rating',
  stock: 'select#rating',
  when: 'load',
  load: () => import('./StarRating.island.tsx'),
});
