import type { FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { CLICKED, HIGHLIGHT, TARGET, highlightTargets } from './page-scroll.ts';

/**
 * Page Scroll to id's hold on the page's anchor links: while on, a click on one scrolls smoothly
 * (clicks.ts asks `on`) and the current targets and their links carry the highlight classes.
 * `$.mPageScroll2id('destroy')` turns it off, as the plugin's destroy unbinds its handlers and
 * takes its classes away (the links jump as plain links again); its init turns it on.
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
      removeHighlight = highlight ? addFrameListener(highlight) : undefined;
    },
    stop() {
      if (!on) return;
      on = false;
      removeHighlight?.();
      for (const name of [CLICKED, TARGET, HIGHLIGHT]) for (const el of doc.querySelectorAll(`.${name}`)) el.classList.remove(name);
    },
  };
}
