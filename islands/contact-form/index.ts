import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'contact-form',
  stock: '.wpcf7 form.wpcf7-form',
  // Idle: the form must be ready (and the homepage token fetched) before anyone types a message.
  when: 'idle',
  load: () => import('./ContactForm.island.tsx'),
});
