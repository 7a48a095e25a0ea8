import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { addToCartVariationParams } from '../../src/services/params/add-to-cart-variation-params.ts';
import { parseVariationForm } from './parse-props.ts';
import { startVariationForm } from './variation-form.ts';

/**
 * No React here: the form keeps its own markup (selects, the `.single_variation` region, the
 * button), which a plain-DOM driver updates in place, so a change costs no render.
 */
const island: IslandModule = {
  mount(el, ctx) {
    const params = addToCartVariationParams(ctx.doc);
    const result = parseVariationForm(el, ctx, () => params.i18n_unavailable_text);
    if (!result.ok) throw new IslandError(result.error);
    return startVariationForm(result.props, params);
  },
};

export default island;
