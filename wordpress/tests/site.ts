import type { Page } from '@playwright/test';

/** The seeded staging catalogue (wordpress/staging/README.md): the pages the tests visit. */
export const SITE = {
  shop: '/shop/',
  /** A product category's archive (greases: simple and variable products). */
  category: '/product-category/smazki/',
  cart: '/cart/',
  checkout: '/checkout/',
  /** The login and register forms to a visitor logged out. */
  account: '/my-account/',
  lostPassword: '/my-account/lost-password/',
  contacts: '/contacts/',
  /** A price request form with Contact Form 7's form-tag options: url, count, exclusive checkboxes, free text, inert-on-submitting. */
  quote: '/zapros-ceny/',
  /** The theme's tabs widget and counters (`o-kompanii`). */
  about: '/o-kompanii/',
  /** Variable, variations inline in the form (≤ 30), images per variation, one out of stock, one without a price, one 'any'. */
  inlineVariable: '/product/gidravlicheskoe-maslo-hlp-46/',
  /** Variable over the ajax threshold (> 30 variations): each choice asks get_variation. */
  ajaxVariable: '/product/motornoe-maslo-5w-40/',
  /** Variable and sold individually. */
  soldIndividually: '/product/konsistentnaya-smazka-ep-2/',
  /** Simple, in stock, with a gallery. */
  simple: '/product/smazka-litol-24/',
  outOfStock: '/product/industrialnoe-maslo-i-40a/',
  notPurchasable: '/product/transmissionnoe-maslo-tad-17/',
} as const;

/** The first simple product's id, from the shop's add-to-cart button (ids are not fixed). */
export async function firstProductId(page: Page): Promise<string> {
  await page.goto(SITE.shop);
  return (await page.locator('ul.products a.add_to_cart_button.ajax_add_to_cart').first().getAttribute('data-product_id'))!;
}

/** The head of a page as the server prints it (for this visitor's cookies). */
export async function headOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  return html.slice(0, html.indexOf('</head>'));
}
