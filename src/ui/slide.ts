import { prefersReducedMotion } from '../services/motion/reduced-motion.ts';

/**
 * jQuery's slideDown / slideUp / fadeIn / fadeOut on the server's own elements, with the Web
 * Animations API: the end state (display, visibility) is set at once, so logic and tests never
 * wait on motion, and `prefers-reduced-motion` or a browser without `animate` skips the motion.
 */
const running = new WeakMap<HTMLElement, Animation>();

function motionAllowed(el: HTMLElement): boolean {
  const win = el.ownerDocument.defaultView;
  return typeof el.animate === 'function' && !prefersReducedMotion(win);
}

function stop(el: HTMLElement): void {
  running.get(el)?.cancel();
  running.delete(el);
}

function play(el: HTMLElement, keyframes: Keyframe[], ms: number, done?: () => void): void {
  if (!motionAllowed(el)) {
    done?.();
    return;
  }
  const animation = el.animate(keyframes, { duration: ms, easing: 'ease-in-out' });
  running.set(el, animation);
  animation.onfinish = () => {
    if (running.get(el) === animation) running.delete(el);
    done?.();
  };
}

const isHidden = (el: HTMLElement) => el.style.display === 'none' || el.ownerDocument.defaultView?.getComputedStyle(el).display === 'none';

/** Shows the element, growing its height from 0. */
export function slideDown(el: HTMLElement, ms: number): void {
  const wasHidden = isHidden(el);
  stop(el);
  el.style.removeProperty('display');
  if (isHidden(el)) el.style.display = 'block';
  if (!wasHidden) return;
  const height = `${el.scrollHeight}px`;
  el.style.overflow = 'hidden';
  play(el, [{ height: '0px', paddingTop: '0px', paddingBottom: '0px' }, { height }], ms, () => el.style.removeProperty('overflow'));
  if (!running.has(el)) el.style.removeProperty('overflow');
}

/** Hides the element (display: none), shrinking its height to 0 first. */
export function slideUp(el: HTMLElement, ms: number): void {
  if (isHidden(el)) return;
  stop(el);
  const height = `${el.scrollHeight}px`;
  // As shown now: a stylesheet may hide the element (WooCommerce's field descriptions), so the
  // motion keeps the display it has rather than the stylesheet's.
  const shown = el.ownerDocument.defaultView?.getComputedStyle(el).display ?? 'block';
  el.style.display = 'none';
  if (!motionAllowed(el)) return;
  // Kept visible for the motion only; hidden (display: none) the moment it ends or is cancelled.
  el.style.display = shown;
  el.style.overflow = 'hidden';
  play(el, [{ height }, { height: '0px', paddingTop: '0px', paddingBottom: '0px' }], ms, () => {
    el.style.removeProperty('overflow');
    el.style.display = 'none';
  });
  const animation = running.get(el);
  animation?.addEventListener('cancel', () => {
    el.style.removeProperty('overflow');
  });
}

/** Fades the element in from transparent. */
export function fadeIn(el: HTMLElement, ms: number): void {
  stop(el);
  play(el, [{ opacity: 0 }, { opacity: 1 }], ms);
}
