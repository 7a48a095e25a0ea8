import { afterNextPaint } from '../../src/runtime/after-next-paint.ts';
import type { FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { CLICKED, HIGHLIGHT, TARGET, highlightTargets } from './page-scroll.ts';

/**
 * Page Scroll to id's hold on the page's anchor links: while on, a click on one scrolls smoothly
 * (clicks.ts asks `on`) and the current targets and their links carry the highlight classes.
 * `$.mPageScroll2id('destroy')` turns it off, as the plugin's destroy unbinds its handlers and
 * takes its classes away (the links jump as plain links again); its init turns it on.
 *
 * The first highlight waits for the next paint: it reads every target's box, and at start the
 * page has often just been written to (the site chrome's other effects, islands being prepared),
 * so a read then made the browser lay the page out inside our task (33 ms of a 41 ms task at 4x
 * CPU on the staging's about page). After the paint the layout is clean and the read is cheap;
 * no one sees a highlight come a frame later (the plugin's own highlights on scroll and resize,
 * and re-runs its setup on a 1 s poll).
 */
export interface AnchorScrolling {
  readonly on: boolean;
  start(): void;
  stop(): void;
}

export function anchorScrolling(doc: Document, addFrameListener: (listener: FrameListener) => () => void): AnchorScrolling {
  let removeHighlight: (() => void) | undefined;
  let on = false;
  return {
    get on() {
      return on;
    },
    start() {
      if (on) return;
      on = true;
      const highlight = highlightTargets(doc);
      if (!highlight) return;
      // Still on, and not highlighting already (a stop and a new start before the paint).
      void afterNextPaint(doc.defaultView!).then(() => {
        if (on && !removeHighlight) removeHighlight = addFrameListener(highlight);
      });
    },
    stop() {
      if (!on) return;
      on = false;
      removeHighlight?.();
      removeHighlight = undefined;
      for (const name of [CLICKED, TARGET, HIGHLIGHT]) for (const el of doc.querySelectorAll(`.${name}`)) el.classList.remove(name);
    },
  };
}
