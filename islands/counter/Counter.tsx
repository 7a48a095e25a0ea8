import { useEffect, useState } from 'react';
import { durationFor, formatCounter, valueAt } from './count-up.ts';
import type { CounterProps } from './parse-props.ts';

/**
 * Counts up from 0 when it comes into view. The value follows the clock rather than a timer
 * per step, so a busy or throttled page ends on time; screen readers get the final value only.
 */
export function Counter({ counter, win }: CounterProps) {
  const reduced = win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [value, setValue] = useState(reduced ? counter.target : 0);

  useEffect(() => {
    if (reduced) return;
    const start = win.performance.now();
    const end = durationFor(counter.target);
    let frame = 0;
    const tick = () => {
      const elapsed = win.performance.now() - start;
      setValue(valueAt(elapsed, counter.target));
      if (elapsed < end) frame = win.requestAnimationFrame(tick);
    };
    frame = win.requestAnimationFrame(tick);
    return () => win.cancelAnimationFrame(frame);
  }, [counter, reduced, win]);

  if (value >= counter.target) return counter.original;
  return (
    <>
      <span aria-hidden="true">{formatCounter(value, counter)}</span>
      <span className="screen-reader-text">{counter.original}</span>
    </>
  );
}
