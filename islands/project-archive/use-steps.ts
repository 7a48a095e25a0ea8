import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Step } from '../../src/runtime/step.ts';

/**
 * A pure `state + event → state + effects` module as a view's state. `step(event)` takes the
 * next state, commits it to the page at once (flushSync: the DOM shows it when this returns,
 * so effects such as focusing a new node or counting what is shown find it there), and gives
 * back the effects for the caller to carry out. Called from listeners and answers, never while
 * React renders.
 */
export function useSteps<State, Event, Effect>(
  next: (state: State, event: Event) => Step<State, Effect>,
  initial: () => State,
): readonly [State, (event: Event) => readonly Effect[]] {
  const [state, setState] = useState(initial);
  const latest = useRef(state);
  const step = useCallback(
    (event: Event) => {
      const result = next(latest.current, event);
      if (result.state !== latest.current) {
        latest.current = result.state;
        flushSync(() => setState(result.state));
      }
      return result.effects;
    },
    [next],
  );
  return [state, step] as const;
}
