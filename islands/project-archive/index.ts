import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'project-archive',
  // The masonry layout is visible at once, so the archive mounts with the page.
  when: 'load',
  load: () => import('./ProjectArchive.island.ts'),
});
