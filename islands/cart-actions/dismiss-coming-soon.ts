import { describeElement } from '../../src/runtime/describe-element.ts';
import { postRest } from '../../src/services/http.ts';

/**
 * The coming-soon footer banner (woocommerce.js): hidden at once; the dismissal is saved in the
 * user's meta through the REST URL the banner carries, with its nonce. If saving fails the banner
 * stays hidden for this page view (it comes back on the next one) and the failure is logged.
 */
export default function dismissComingSoonClick(link: HTMLElement, doc: Document): void {
  const banner = link.closest<HTMLElement>('#coming-soon-footer-banner') ?? doc.getElementById('coming-soon-footer-banner');
  if (banner) banner.style.display = 'none';
  const url = link.dataset.restUrl;
  const fail = (why: unknown) => console.error(`[theme] behaviour "cart-actions" on ${describeElement(link)}: the banner dismissal was not saved:`, why);
  if (!url) return fail('the link has no data-rest-url');
  postRest(url, { woocommerce_meta: { coming_soon_banner_dismissed: 'yes' } }, link.dataset.restNonce ?? '').catch(fail);
}
