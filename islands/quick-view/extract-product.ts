import { sanitizeFragment } from '../../src/services/sanitize.ts';
import { siteUrl } from '../../src/services/safe-url.ts';

/**
 * Takes the product-details block (`div.product` of content-single-product.php, without the
 * related and up-sell sections) out of a fetched product page and sanitises it: no scripts, no
 * event attributes, no `javascript:` URLs (DOMPurify), and no URL that leaves this origin
 * (links, images, form actions, srcset candidates, the gallery's large-image data).
 */
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data-src', 'data-large_image', 'data-thumb', 'data-href'];

const sameOrigin = (value: string, base: string, origin: string) => siteUrl(value, base, origin) !== null;

export function extractProduct(html: string, pageUrl: string, doc: Document): DocumentFragment | null {
  const origin = new URL(pageUrl).origin;
  const page = new DOMParser().parseFromString(html, 'text/html');
  const product = page.querySelector('div.product');
  if (!product) return null;
  product.querySelectorAll('section.related, section.up-sells, .related.products, .upsells.products').forEach((el) => el.remove());
  return sanitizeFragment(product.outerHTML, doc, {
    forbidTags: ['style', 'link', 'meta', 'base'],
    afterElement(node) {
      for (const name of URL_ATTRS) {
        const value = node.getAttribute(name);
        if (value !== null && !sameOrigin(value, pageUrl, origin)) node.removeAttribute(name);
      }
      for (const name of ['srcset', 'data-thumb-srcset']) {
        const value = node.getAttribute(name);
        if (value !== null && value.split(',').some((candidate) => !sameOrigin(candidate.trim().split(/\s+/)[0] ?? '', pageUrl, origin))) node.removeAttribute(name);
      }
    },
  });
}
