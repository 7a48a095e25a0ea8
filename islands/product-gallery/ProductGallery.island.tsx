import type { IslandModule } from '../../src/runtime/define.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { parseProductGallery } from './parse-props.ts';
import { ProductGallery } from './ProductGallery.tsx';

const island = reactIsland({ parseProps: parseProductGallery, Component: ProductGallery });

/** A gallery the island cannot run is still shown: the template prints it at opacity 0. */
const module: IslandModule = {
  mount(el, ctx) {
    // A theme's own gallery markup under the stock class (no __wrapper of slides): nothing to
    // drive, so it is only made visible, without an error on every such page.
    if (!el.querySelector(':scope > .woocommerce-product-gallery__wrapper')) {
      const before = el.style.opacity;
      el.style.opacity = '1';
      return () => {
        el.style.opacity = before;
      };
    }
    try {
      return island.mount(el, ctx);
    } catch (error) {
      el.style.opacity = '1';
      throw error;
    }
  },
};

export default module;
