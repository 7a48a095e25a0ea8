const BOTS = /bot|crawler|spider|crawling|semrushbot|chrome-lighthouse/i;

/** Bots, automated browsers and prerendered pages are not visitors (the plugin's own test). */
export function skipTracking(nav: Pick<Navigator, 'userAgent' | 'webdriver'>, doc: Pick<Document, 'visibilityState'> & { prerendering?: boolean }): boolean {
  return Boolean(nav.webdriver) || BOTS.test(nav.userAgent) || (doc.visibilityState as string) === 'prerender' || doc.prerendering === true;
}
