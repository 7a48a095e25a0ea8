const BOTS = /bot|crawler|spider|crawling|semrushbot|chrome-lighthouse/i;

/** Bots and automated browsers are not visitors (the plugin's own test): nothing is sent for them. */
export function isBot(nav: Pick<Navigator, 'userAgent' | 'webdriver'>): boolean {
  return Boolean(nav.webdriver) || BOTS.test(nav.userAgent);
}

type PageState = Pick<Document, 'visibilityState'> & { prerendering?: boolean };

/**
 * How a page's view counts: `now`; `on-activation`, while the browser prerenders the page
 * (speculation rules) before the visitor asks for it, since a prerender is not a visit until
 * it is shown; or `never` for the old prerender's `visibilityState === 'prerender'`, which the
 * plugin skipped and which never turns into a visit this code could see.
 */
export function viewTiming(doc: PageState): 'now' | 'on-activation' | 'never' {
  if (doc.prerendering === true) return 'on-activation';
  return (doc.visibilityState as string) === 'prerender' ? 'never' : 'now';
}
