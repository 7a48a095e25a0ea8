import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'contact-form',
  stock: '.wpcf7 form.wpcf7-form',
  // What the visitor sees at load is the server's form (the cf7-form behaviour in the entry does
  // Contact Form 7's start-up): its code, and React, arrive at the first touch of the form, and a
  // submit clicked before they are mounted is held and made then (the runtime's held clicks).
  when: 'interaction',
  load: () => import('./ContactForm.island.tsx'),
});
