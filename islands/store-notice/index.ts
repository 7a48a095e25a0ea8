import { defineBehaviour } from '../../src/runtime/define.ts';
import { cookies } from '../../src/services/cookies.ts';

const NOTICE = '.woocommerce-store-notice';
const DISMISS = '.woocommerce-store-notice__dismiss-link';

/** `store_notice<id>`: the cookie woocommerce.js reads, so a dismissal carries over from the old scripts. */
export const noticeCookie = (notice: Element): string => `store_notice${notice.getAttribute('data-notice-id') ?? ''}`;

/**
 * The store notice banner: shown until dismissed (click, Enter or Space on its link); the
 * dismissal is kept in a session cookie, path / and SameSite=Lax.
 */
export default defineBehaviour({
  name: 'store-notice',
  selector: NOTICE,
  upgrade(el) {
    // WooCommerce prints the notice with display:none inline and its stylesheet hides it too:
    // shown means display set, as jQuery's show() sets it, not merely the inline style removed.
    el.style.display = cookies.get(noticeCookie(el)) === 'hidden' ? 'none' : 'block';
  },
  listen({ doc, signal }) {
    const dismiss = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.(DISMISS);
      const notice = link?.closest<HTMLElement>(NOTICE);
      if (!notice) return;
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      cookies.set(noticeCookie(notice), 'hidden');
      notice.style.display = 'none';
    };
    doc.addEventListener('click', dismiss, { signal });
    doc.addEventListener('keydown', dismiss, { signal });
  },
});
