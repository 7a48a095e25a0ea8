import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parseStarRating } from './parse-props.ts';
import { StarRating } from './StarRating.tsx';

export default reactIsland({
  parseProps: parseStarRating,
  Component: StarRating,
  // A <select> cannot hold the stars: WooCommerce puts `p.stars` just before it, and so do we.
  container: (el, { doc }) => {
    const stars = doc.createElement('p');
    stars.className = 'stars';
    el.before(stars);
    return { node: stars, remove: () => stars.remove() };
  },
});
