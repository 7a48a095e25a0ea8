import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'variation-form',
  stock: 'form.variations_form',
  when: 'load',
  load: () => import('./VariationForm.island.ts'),
});
