import { defineBehaviour } from '../../src/runtime/define.ts';
import { reportFailure } from '../../src/runtime/report-failure.ts';

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
  listen(doc) {
    let stop = () => {};
    import('./chrome-effects.ts').then(
      (m) => (stop = m.start(doc)),
      (error: unknown) => reportFailure(doc.documentElement, 'site-chrome', error),
    );
    return () => stop();
  },
});
