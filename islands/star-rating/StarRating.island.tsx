import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parseStarRating } from './parse-props.ts';
import { starsOf } from './prepare.ts';
import { StarRating } from './StarRating.tsx';

export default reactIsland({
  parseProps: parseStarRating,
  Component: StarRating,
  // A <select> cannot hold the stars: they render into the `p.stars` the entry put before it.
  container: (el) => ({ node: starsOf(el)!, remove() {} }),
});
