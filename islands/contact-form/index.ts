import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'contact-form',
  needs: 'wpcf7', // as the cf7-form behaviour (there, why)
  stock: '.wpcf7 form.wpcf7-form',
  // What the visitor sees at load is the server's form (the cf7-form behaviour in the entry does
  // Contact Form 7's start-up), and a field left wrong is checked by the entry too. The island,
  // and React, are needed to send: they arrive when the visitor comes to the form's buttons (a
  // hover, a focus, a touch, or Enter in a field, which clicks the submit), not while typing nor
  // when a finger scrolling the page lands on the form. A submit clicked before the mount is held
  // and made then (the runtime's held clicks).
  when: 'interaction',
  wakes: 'button, input[type="submit"], input[type="reset"], input[type="image"], a[href]',
  load: () => import('./ContactForm.island.tsx'),
});
