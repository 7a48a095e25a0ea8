import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { durationFor, formatCounter, valueAt } from './count-up.ts';
import { parseCounter } from './parse-props.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

/**
 * Counts up from 0 when it comes into view. Plain DOM, not React: a number changing in one text
 * node needs no view library, and React (57 KB) would then load on every page whose counters are
 * in view at load. The value follows the clock rather than a timer per step, so a busy or
 * throttled page ends on time; screen readers get the final value only, and the last frame puts
 * the server's text back exactly.
 */
const counterIsland: IslandModule = {
  mount(el, ctx) {
    const result = parseCounter(el, ctx);
    if (!result.ok) throw new IslandError(result.error);
    const { counter, win } = result.props;
    if (prefersReducedMotion(win)) return () => {};
    const shown = ctx.doc.createElement('span');
    shown.setAttribute('aria-hidden', 'true');
    shown.textContent = formatCounter(0, counter);
    const spoken = ctx.doc.createElement('span');
    spoken.className = 'screen-reader-text';
    spoken.textContent = counter.original;
    el.replaceChildren(shown, spoken);
    const finish = () => {
      el.textContent = counter.original;
    };
    const start = win.performance.now();
    const end = durationFor(counter.target);
    let frame = 0;
    const tick = () => {
      const elapsed = win.performance.now() - start;
      if (elapsed >= end) {
        finish();
        return;
      }
      shown.textContent = formatCounter(valueAt(elapsed, counter.target), counter);
      frame = win.requestAnimationFrame(tick);
    };
    frame = win.requestAnimationFrame(tick);
    return () => {
      win.cancelAnimationFrame(frame);
      finish();
    };
  },
};

export default counterIsland;
