import { defineBehaviour } from '../../src/runtime/define.ts';
import { yieldToMain } from '../../src/runtime/yield-to-main.ts';

/**
 * Site chrome, the part in the entry: /press/ links open in a new window (here, so links in
 * markup inserted later get it too), and the chunk with everything else (sticky header,
 * parallax, scroll to top, anchor scrolling, language cookies) is imported at once: every page
 * has a header. Until it arrives, anchor links and the scroll-to-top link jump as plain links.
 */
export default defineBehaviour({
  name: 'site-chrome',
  selector: 'a[href*="/press/"]',
  upgrade(el) {
    el.setAttribute('target', '_blank');
    (el as HTMLAnchorElement).relList.add('noopener');
  },
  chunk: () => import('./chrome-effects.ts'),
  listen({ doc, signal, chunk }) {
    // From the task after the entry's: starting the import (the preload helper walking the
    // page's links, the modulepreload links it adds) took about 15 ms of the entry's task at 4x
    // throttle, which, with the scan, came near the 50 ms long-task mark.
    void yieldToMain(doc.defaultView ?? window)
      .then(() => (signal.aborted ? null : chunk(doc.documentElement)))
      .then((effects) => {
        if (effects && !signal.aborted) effects.start(doc, signal);
      });
  },
});
