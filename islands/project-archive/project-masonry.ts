import { defineIsland } from '../../src/runtime/define.ts';
import { MASONRY_ARCHIVE, SELECTORS } from './frame.ts';

export default defineIsland({
  name: 'project-masonry',
  // The grid of a masonry archive: laid out at load (it is what the visitor sees), in plain
  // TypeScript, apart from the archive's view, which waits for the visitor (index.ts). It keeps
  // the grid laid out whatever changes it: a filter, projects loaded in place, a resize.
  stock: `${MASONRY_ARCHIVE} ${SELECTORS.grid}`,
  when: 'load',
  load: () => import('./Masonry.island.ts'),
});
