import type { ParseContext, IslandModule } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { frameOf } from './frame.ts';
import { galleryWrapper, parseProductGallery } from './parse-props.ts';
import { ProductGallery, type ProductGalleryViewProps } from './ProductGallery.tsx';

function parseWithFrame(el: HTMLElement, ctx: ParseContext): ParseResult<ProductGalleryViewProps> {
  const result = parseProductGallery(el, ctx);
  if (!result.ok) return result;
  const frame = frameOf(el);
  if (result.props.slider && !frame.viewport) return invalid('the gallery has no .flex-viewport: the frame the entry draws at load is missing');
  return parsed({ ...result.props, frame });
}

const island = reactIsland({
  parseProps: parseWithFrame,
  Component: ProductGallery,
  // The view drives the frame's nodes and renders none: its root is a node of its own, off the
  // page, so React never clears the gallery.
  container: (_el, { doc }) => ({ node: doc.createElement('div'), remove() {} }),
});

const module: IslandModule = {
  mount(el, ctx) {
    // A theme's own gallery markup under the stock class (no __wrapper of slides): nothing to
    // drive; the entry has made it visible.
    if (!galleryWrapper(el)) return () => {};
    return island.mount(el, ctx);
  },
};

export default module;
