/**
 * Page Scroll to id's section a page without a hash scrolls to after its load (the plugin's
 * `ps2id-auto-scroll` class, on an element with an id). Here, not in scroll-on-load.ts, so that
 * the site chrome can look for it without fetching that chunk.
 */
export const AUTO_SCROLL = '.ps2id-auto-scroll[id]';
