import { defineBehaviour } from '../../src/runtime/define.ts';

/** The payload the theme prints for Independent Analytics (README.md beside this file); without it nothing is tracked. */
const DATA = 'script#iawp-tracking';

// Automated browsers do not even download the tracker (the tracker itself also leaves out bots
// by user agent, and holds a prerendered page's view until it is shown).
const tracked = (doc: Document) => !(doc.defaultView ?? window).navigator.webdriver;

/**
 * Independent Analytics: the visit is recorded on load and tracked clicks as they happen. Only
 * this listener is in the entry; the tracker is a chunk loaded when the page carries a payload.
 */
export default defineBehaviour({
  name: 'analytics',
  selector: DATA,
  chunk: () => import('./track.ts'),
  upgrade(el, { doc, signal, chunk }) {
    if (tracked(doc)) void chunk(el).then((tracker) => tracker?.visit(el, doc, signal));
    else el.setAttribute('data-iawp-visit', 'skipped');
  },
  listen({ doc, signal, chunk }) {
    const onEvent = (event: Event) => {
      const data = doc.querySelector(DATA);
      if (data && tracked(doc)) void chunk(data).then((tracker) => tracker?.click(event, doc));
    };
    for (const type of ['click', 'mousedown', 'play']) doc.addEventListener(type, onEvent, { capture: true, signal });
  },
});
