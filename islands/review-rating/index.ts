import { defineBehaviour } from '../../src/runtime/define.ts';
import { singleProductParams } from '../../src/services/params/single-product-params.ts';

const SUBMIT = '#respond #submit';

/**
 * The review form's required rating (single-product.js): a click on the submit button while
 * `select#rating` is empty and a rating is required shows the site's alert and sends nothing.
 * On the click, as WooCommerce does, not on submit: the select is `required` and hidden behind
 * the stars, so the browser's own check would stop the submit first, silently ("not focusable").
 * Enter in a field submits through a click on the button too. In the entry, so the check holds
 * before the stars' chunk has arrived.
 */
export default defineBehaviour({
  name: 'review-rating',
  listen({ doc, signal }) {
    const onClick = (event: MouseEvent) => {
      const submit = (event.target as Element | null)?.closest?.(SUBMIT);
      const rating = submit && doc.getElementById('rating');
      if (!(rating instanceof HTMLSelectElement) || rating.value !== '') return;
      const params = singleProductParams(doc);
      if (!params.review_rating_required) return;
      event.preventDefault();
      (doc.defaultView ?? window).alert(params.i18n_required_rating_text);
    };
    doc.addEventListener('click', onClick, { signal });
  },
});
