import { useEffect } from 'react';
import { swipeDirection } from '../../src/services/motion/swipe.ts';

/**
 * Swipes with the theme's threshold instead of embla's free drag: a horizontal move of 75 px
 * or more turns one slide; the click that ends such a move does not follow a link in the slide.
 */
export function useSwipe(viewport: HTMLElement | null, step: (direction: 'next' | 'prev') => void): void {
  useEffect(() => {
    if (!viewport) return;
    let start: { x: number; y: number } | null = null;
    let swiped = false;
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY };
      swiped = false;
    };
    const up = (event: PointerEvent) => {
      if (!start) return;
      const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
      start = null;
      if (!direction) return;
      swiped = true;
      step(direction);
    };
    const cancel = () => {
      start = null;
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
    viewport.addEventListener('pointerdown', down, { signal: listening.signal });
    viewport.addEventListener('pointerup', up, { signal: listening.signal });
    viewport.addEventListener('pointercancel', cancel, { signal: listening.signal });
    viewport.addEventListener('click', click, { capture: true, signal: listening.signal });
    viewport.addEventListener('dragstart', dragStart, { signal: listening.signal });
    return () => listening.abort();
  }, [viewport, step]);
}
