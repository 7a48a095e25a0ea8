import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { addToCartVariationParams } from '../../src/services/params/add-to-cart-variation-params.ts';
import { parseVariationForm } from './parse-props.ts';
import { startVariationForm } from './variation-form.ts';

/**
 * The form keeps its own markup (selects, the button, the quantity), changed in place by the
 * machine's runner; React comes only with the details block's view, when a variation is found.
 */
const island: IslandModule = {
  mount(el, ctx) {
    const params = addToCartVariationParams(ctx.doc);
    const result = parseVariationForm(el, ctx, () => params.i18n_unavailable_text);
    if (!result.ok) throw new IslandError(result.error);
    return startVariationForm(result.props, params, ctx.signal);
  },
};

export default island;
