import { defineIsland } from '../../src/runtime/define.ts';

/** A modal slider's cover; its triggers are links to `#<alias>`, so it is needed soon but not at once. */
export default defineIsland({
  name: 'slider-modal',
  stock: 'rs-modal-cover[data-alias]',
  when: 'idle',
  load: () => import('./Modal.island.ts'),
});
