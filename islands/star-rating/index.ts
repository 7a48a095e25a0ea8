import { defineIsland } from '../../src/runtime/define.ts';
import { productPreparation } from '../product-preparation.ts';

export default defineIsland({
  name: 'star-rating',
  stock: 'select#rating',
  // The stars are drawn at load by its preparation (the select itself is hidden); React arrives at the
  // first touch of the stars, and a star clicked before then is chosen at once, without React.
  when: 'interaction',
  also: 'p.stars',
  preparation: productPreparation('starRating'),
  load: () => import('./StarRating.island.tsx'),
});
