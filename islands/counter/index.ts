import { defineIsland } from '../../src/runtime/define.ts';

export default defineIsland({
  name: 'counter',
  stock: '.theme-counter__value',
  when: 'visible',
  load: () => import('./Counter.island.ts'),
});
