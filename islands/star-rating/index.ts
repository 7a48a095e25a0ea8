import { defineIsland } from '../../src/runtime/define.ts';
import { answerStarRating, prepareStarRating } from './prepare.ts';

export default defineIsland({
  name: 'star-rating',
  stock: 'select#rating',
  // The stars are drawn in the entry at load (the select itself is hidden); React arrives at the
  // first touch of the stars, and a star clicked before then is chosen at once, in the entry.
  when: 'interaction',
  also: 'p.stars',
  prepare: prepareStarRating,
  answer: answerStarRating,
  load: () => import('./StarRating.island.tsx'),
});
