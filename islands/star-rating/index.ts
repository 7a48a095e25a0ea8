import { defineIsland } from '../../src/runtime/define.ts';
import { prepareStarRating } from './prepare.ts';

export default defineIsland({
  name: 'star-rating',
  stock: 'select#rating',
  // The stars are drawn in the entry at load (the select itself is hidden); React arrives at the
  // first touch of the stars, and the star clicked then is held and chosen once it is there.
  when: 'interaction',
  also: 'p.stars',
  prepare: prepareStarRating,
  load: () => import('./StarRating.island.tsx'),
});
