import DOMPurify from 'dompurify';

/**
 * Takes the product-details block (`div.product` of content-single-product.php, without the
 * related and up-sell sections) out of a fetched product page and sanitises it: no scripts, no
 * event attributes, no `javascript:` URLs (DOMPurify), and no URL that leaves this origin
 * (links, images, form actions, srcset candidates, the gallery's large-image data).
 */
const URL_ATTRS = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data-src', 'data-large_image', 'data-thumb', 'data-href'];

function sameOrigin(value: string, base: string, origin: string): boolean {
  try {
    return new URL(value, base).origin === origin;
  } catch {
    return false;
  }
}

export function extractProduct(html: string, pageUrl: string, doc: Document): DocumentFragment | null {
  const origin = new URL(pageUrl).origin;
  const page = new DOMParser().parseFromString(html, 'text/html');
  const product = page.querySelector('div.product');
  if (!product) return null;
  product.querySelectorAll('section.related, section.up-sells, .related.products, .upsells.products').forEach((el) => el.remove());
  const purify = DOMPurify(doc.defaultView ?? window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRS) {
      const value = node.getAttribute(name);
      if (value !== null && !sameOrigin(value, pageUrl, origin)) node.removeAttribute(name);
    }
    for (const name of ['srcset', 'data-thumb-srcset']) {
      const value = node.getAttribute(name);
      if (value !== null && value.split(',').some((candidate) => !sameOrigin(candidate.trim().split(/\s+/)[0] ?? '', pageUrl, origin))) node.removeAttribute(name);
    }
    // Links that open elsewhere keep no opener.
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener');
  });
  return purify.sanitize(product.outerHTML, { RETURN_DOM_FRAGMENT: true, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'link', 'meta', 'base'] });
}
