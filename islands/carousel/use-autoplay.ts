import type { EmblaCarouselType } from 'embla-carousel';
import { useEffect, useState } from 'react';
import { slideTo } from '../../src/services/motion/slide-to.ts';
import type { SlideSpeeds } from './carousel-config.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

/**
 * Moves to the next slide every `ms` after the last change, back to the first after the last
 * (Owl rewinds), at Owl's autoplay and rewind speeds. Paused while the pointer is over the carousel or focus is inside it, so nobody
 * has a slide taken away while reading or tabbing; never runs under reduced motion.
 * Returns whether it is running now (the slides' live region is off while it is).
 */
export function useAutoplay(api: EmblaCarouselType | undefined, host: HTMLElement, ms: number, speeds: SlideSpeeds, win: Window): boolean {
  const reduced = ms > 0 && prefersReducedMotion(win);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = ms > 0 && !reduced && !hovered && !focused;

  useEffect(() => {
    if (ms <= 0 || reduced) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!host.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    const listening = new AbortController();
    host.addEventListener('pointerenter', enter, { signal: listening.signal });
    host.addEventListener('pointerleave', leave, { signal: listening.signal });
    host.addEventListener('focusin', focusIn, { signal: listening.signal });
    host.addEventListener('focusout', focusOut, { signal: listening.signal });
    return () => listening.abort();
  }, [host, ms, reduced]);

  useEffect(() => {
    if (!api || !running) return;
    let timer = 0;
    const schedule = () => {
      win.clearTimeout(timer);
      timer = win.setTimeout(() => {
        if (api.canScrollNext()) slideTo(api, api.selectedScrollSnap() + 1, speeds.pagination);
        else slideTo(api, 0, speeds.rewind);
      }, ms);
    };
    schedule();
    api.on('select', schedule);
    return () => {
      win.clearTimeout(timer);
      api.off('select', schedule);
    };
  }, [api, running, ms, speeds, win]);

  return running;
}
