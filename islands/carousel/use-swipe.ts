import { useEffect } from 'react';
import { createSwipeTracker, type FingerPoint } from '../../src/services/motion/swipe.ts';

const at = (event: PointerEvent): FingerPoint => ({ id: event.pointerId, x: event.clientX, y: event.clientY, t: event.timeStamp });

/**
 * Swipes with the theme's rules instead of embla's free drag: a horizontal move of 75 px or more
 * with one finger (or the mouse) turns one slide, a pinch does not; the click that ends a swipe
 * does not follow a link in the slide.
 */
export function useSwipe(viewport: HTMLElement | null, step: (direction: 'next' | 'prev') => void): void {
  useEffect(() => {
    if (!viewport) return;
    const tracker = createSwipeTracker();
    let swiped = false;
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      tracker.down(at(event), event.isPrimary);
      if (event.isPrimary) swiped = false;
    };
    const move = (event: PointerEvent) => tracker.move(at(event));
    const up = (event: PointerEvent) => {
      const gesture = tracker.up(at(event));
      if (gesture !== 'next' && gesture !== 'prev') return;
      swiped = true;
      step(gesture);
    };
    const click = (event: MouseEvent) => {
      if (!swiped) return;
      swiped = false;
      event.preventDefault();
      event.stopPropagation();
    };
    // Images and links are draggable by default, which would swallow the pointer moves.
    const dragStart = (event: DragEvent) => event.preventDefault();
    const listening = new AbortController();
    const { signal } = listening;
    viewport.addEventListener('pointerdown', down, { signal });
    viewport.addEventListener('pointermove', move, { passive: true, signal });
    viewport.addEventListener('pointerup', up, { signal });
    viewport.addEventListener('pointercancel', () => tracker.cancel(), { signal });
    viewport.addEventListener('click', click, { capture: true, signal });
    viewport.addEventListener('dragstart', dragStart, { signal });
    return () => listening.abort();
  }, [viewport, step]);
}
