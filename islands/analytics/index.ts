import { defineBehaviour } from '../../src/runtime/define.ts';

/** The payload the theme prints for Independent Analytics (README.md beside this file); without it nothing is tracked. */
const DATA = 'script#iawp-tracking';

type Tracker = typeof import('./track.ts');
let tracker: Promise<Tracker> | undefined;
const load = () => (tracker ??= import('./track.ts'));
// Automated browsers do not even download the tracker (the tracker itself also leaves out bots
// by user agent, and prerendering).
const tracked = (doc: Document) => !(doc.defaultView ?? window).navigator.webdriver;

/**
 * Independent Analytics: the visit is recorded on load and tracked clicks as they happen. Only
 * this listener is in the entry; the tracker is a chunk loaded when the page carries a payload.
 */
export default defineBehaviour({
  name: 'analytics',
  selector: DATA,
  upgrade(el, doc) {
    if (tracked(doc)) void load().then((m) => m.visit(el, doc));
    else el.setAttribute('data-iawp-visit', 'skipped');
  },
  listen(doc) {
    const onEvent = (event: Event) => {
      if (doc.querySelector(DATA) && tracked(doc)) void load().then((m) => m.click(event, doc));
    };
    const types = ['click', 'mousedown', 'play'];
    for (const type of types) doc.addEventListener(type, onEvent, true);
    return () => {
      for (const type of types) doc.removeEventListener(type, onEvent, true);
    };
  },
});
