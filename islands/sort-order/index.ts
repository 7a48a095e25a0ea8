import { defineBehaviour } from '../../src/runtime/define.ts';
import { later } from '../../src/services/timers.ts';

/** woocommerce.js waits 2 s before re-inserting the result count, so the new order is announced. */
export const REANNOUNCE_MS = 2000;

/**
 * The shop's sort-order dropdown submits its form on change; the result count is hidden from
 * screen readers and re-inserted after 2 s so its (role=alert) text is announced again.
 */
export default defineBehaviour({
  name: 'sort-order',
  selector: '.woocommerce-result-count',
  upgrade(el, { doc, signal }) {
    el.setAttribute('aria-hidden', 'true');
    later(doc.defaultView ?? window, signal, REANNOUNCE_MS, () => {
      el.removeAttribute('aria-hidden');
      el.innerHTML = el.innerHTML;
    });
  },
  listen({ doc, signal }) {
    const onChange = (event: Event) => {
      const select = event.target as Element | null;
      if (!(select instanceof HTMLSelectElement) || !select.matches('.woocommerce-ordering select.orderby')) return;
      const form = select.form;
      if (!form) return;
      if (typeof form.requestSubmit === 'function') form.requestSubmit();
      else form.submit();
    };
    doc.addEventListener('change', onChange, { signal });
  },
});
