import { defineBehaviour } from '../../src/runtime/define.ts';
import { later } from '../../src/services/timers.ts';
import { onDomEvent, type DomEventLike } from '../../src/services/wc-events.ts';

/** woocommerce.js waits 2 s before re-inserting the result count, so the new order is announced. */
export const REANNOUNCE_MS = 2000;

/**
 * The shop's sort-order dropdown submits its form on change; the result count is hidden from
 * screen readers and re-inserted after 2 s so its (role=alert) text is announced again
 * (`aria-hidden="false"` then, as woocommerce.js leaves it, for a theme's CSS that reads it).
 */
export default defineBehaviour({
  name: 'sort-order',
  selector: '.woocommerce-result-count',
  upgrade(el, { doc, signal }) {
    el.setAttribute('aria-hidden', 'true');
    later(doc.defaultView ?? window, signal, REANNOUNCE_MS, () => {
      el.setAttribute('aria-hidden', 'false');
      el.innerHTML = el.innerHTML;
    });
  },
  listen({ doc, signal }) {
    const onChange = (event: DomEventLike) => {
      const form = (event.target as HTMLSelectElement).form;
      if (form?.requestSubmit) form.requestSubmit();
      else form?.submit();
    };
    // Through jQuery when it is there, as woocommerce.js listens: a theme's custom dropdown sets
    // the select and fires `.trigger('change')`, which no native listener hears.
    onDomEvent(doc, 'change', onChange, { signal, selector: '.woocommerce-ordering select.orderby' });
  },
});
