import type { Page } from '@playwright/test';
import { requestsSeen } from '../../tests/support/test.ts';

/** The staging server's log of this visitor's `?wc-ajax=` calls, in order: [endpoint, fields]. */
export async function wcAjaxCalls(page: Page): Promise<Array<[string, Record<string, unknown>]>> {
  return (await requestsSeen(page)).filter((request) => request.query['wc-ajax']).map((request) => [request.query['wc-ajax']!, request.fields]);
}

/** The calls the click actions made: every `?wc-ajax=` call but the mini cart's refresh, which the first page of every tab makes. */
export async function clickCalls(page: Page): Promise<Array<[string, Record<string, unknown>]>> {
  return (await wcAjaxCalls(page)).filter(([name]) => name !== 'get_refreshed_fragments');
}

/** Puts products in this visitor's cart the no-JS way (the server sets the cart cookies). */
export async function addByLink(page: Page, productId: number, lang: 'en' | 'ru' = 'en'): Promise<void> {
  await page.request.get(`${lang === 'ru' ? '/ru' : ''}/shop/?add-to-cart=${productId}`, { maxRedirects: 0 });
}

/** Records every `wc:<name>` mirror event on body, with its detail, into window.__wcEvents. */
export async function recordWcEvents(page: Page, names: string[]): Promise<void> {
  await page.evaluate((list) => {
    const win = window as unknown as { __wcEvents: Array<[string, unknown[]]> };
    win.__wcEvents = [];
    for (const name of list) document.body.addEventListener(`wc:${name}`, (event) => win.__wcEvents.push([name, (event as CustomEvent<unknown[]>).detail]));
  }, names);
}

export async function wcEvents(page: Page): Promise<Array<[string, unknown[]]>> {
  return page.evaluate(() => (window as unknown as { __wcEvents: Array<[string, unknown[]]> }).__wcEvents);
}
