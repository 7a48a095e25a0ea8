import type { IslandModule } from '../../src/runtime/define.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parseProductGallery } from './parse-props.ts';
import { ProductGallery } from './ProductGallery.tsx';

const island = reactIsland({ parseProps: parseProductGallery, Component: ProductGallery });

/** A gallery the island cannot run is still shown: the template prints it at opacity 0. */
const module: IslandModule = {
  mount(el, ctx) {
    try {
      return island.mount(el, ctx);
    } catch (error) {
      el.style.opacity = '1';
      throw error;
    }
  },
};

export default module;
