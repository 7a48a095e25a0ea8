import { createSwipeTracker } from '../../src/services/motion/swipe.ts';
import type { SliderTexts } from './texts.ts';

export interface ControlsInput {
  module: HTMLElement;
  count: number;
  titles: string[];
  texts: SliderTexts;
  arrows: boolean;
  bullets: boolean;
  keyboard: boolean;
  swipe: boolean;
  swipeThreshold: number;
  hoverStop: boolean;
  /** Slides change on their own: a button stops and restarts them (WCAG 2.2.2). */
  autoplay: boolean;
  go(index: number, direction?: 1 | -1): void;
  step(delta: 1 | -1): void;
  /** Pause reasons held while hovered or focused. */
  hold(reason: string): void;
  release(reason: string): void;
}

export interface Controls {
  /** Marks the current bullet. */
  show(index: number): void;
  dispose(): void;
}

/**
 * Arrows, bullets, keyboard (arrow keys while focus is in the slider), swipe past the threshold,
 * and pause while hovered or focused. Everything created here is removed by dispose().
 */
export function createControls(input: ControlsInput): Controls {
  const { module, texts } = input;
  const doc = module.ownerDocument;
  const created: HTMLElement[] = [];
  const offs: Array<() => void> = [];
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement, type: K, handler: (event: HTMLElementEventMap[K]) => void) => {
    target.addEventListener(type, handler);
    offs.push(() => target.removeEventListener(type, handler));
  };
  const button = (className: string, label: string, text: string) => {
    const el = doc.createElement('button');
    el.type = 'button';
    el.className = className;
    el.setAttribute('aria-label', label);
    el.textContent = text;
    return el;
  };

  if (input.arrows && input.count > 1) {
    const prev = button('rs-nav rs-arrow rs-arrow--prev', texts.previous, '‹');
    const next = button('rs-nav rs-arrow rs-arrow--next', texts.next, '›');
    prev.addEventListener('click', () => input.step(-1));
    next.addEventListener('click', () => input.step(1));
    module.append(prev, next);
    created.push(prev, next);
  }

  if (input.autoplay && input.count > 1) {
    const toggle = button('rs-nav rs-toggle', texts.pause, '❚❚');
    let stopped = false;
    toggle.addEventListener('click', () => {
      stopped = !stopped;
      if (stopped) input.hold('user');
      else input.release('user');
      toggle.setAttribute('aria-label', stopped ? texts.play : texts.pause);
      toggle.textContent = stopped ? '▶' : '❚❚';
    });
    module.append(toggle);
    created.push(toggle);
  }

  const bullets: HTMLButtonElement[] = [];
  if (input.bullets && input.count > 1) {
    const group = doc.createElement('div');
    group.className = 'rs-nav rs-bullets';
    group.setAttribute('role', 'group');
    group.setAttribute('aria-label', texts.slides);
    for (let i = 0; i < input.count; i++) {
      const bullet = button('rs-bullet', input.titles[i] ? `${texts.slide(i + 1)}: ${input.titles[i]}` : texts.slide(i + 1), '');
      bullet.addEventListener('click', () => input.go(i));
      bullets.push(bullet);
      group.append(bullet);
    }
    module.append(group);
    created.push(group);
  }

  if (input.keyboard) {
    on(module, 'keydown', (event) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, video, audio, [contenteditable]')) return;
      event.preventDefault();
      input.step(event.key === 'ArrowLeft' ? -1 : 1);
    });
  }

  if (input.swipe) {
    // One finger (or the mouse) past the threshold; a pinch or a two-finger scroll never turns the slide.
    const tracker = createSwipeTracker(input.swipeThreshold);
    const at = (event: PointerEvent) => ({ id: event.pointerId, x: event.clientX, y: event.clientY, t: event.timeStamp });
    on(module, 'pointerdown', (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      tracker.down(at(event), event.isPrimary);
    });
    on(module, 'pointermove', (event) => tracker.move(at(event)));
    on(module, 'pointerup', (event) => {
      const gesture = tracker.up(at(event));
      if (gesture === 'next' || gesture === 'prev') input.step(gesture === 'next' ? 1 : -1);
    });
    on(module, 'pointercancel', () => tracker.cancel());
    // A dragged image would start the browser's drag and drop and cancel the pointer.
    on(module, 'dragstart', (event) => event.preventDefault());
    // Horizontal swipes are ours; vertical ones still scroll the page.
    module.style.touchAction = 'pan-y';
  }

  if (input.hoverStop) {
    on(module, 'mouseenter', () => input.hold('hover'));
    on(module, 'mouseleave', () => input.release('hover'));
  }
  on(module, 'focusin', () => input.hold('focus'));
  on(module, 'focusout', (event) => {
    if (!module.contains(event.relatedTarget as Node | null)) input.release('focus');
  });

  return {
    show(index) {
      bullets.forEach((bullet, i) => {
        if (i === index) bullet.setAttribute('aria-current', 'true');
        else bullet.removeAttribute('aria-current');
      });
    },
    dispose() {
      for (const off of offs) off();
      for (const el of created) el.remove();
      module.style.removeProperty('touch-action');
    },
  };
}
