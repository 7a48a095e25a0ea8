import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';
import { animationOf, CLOSE_MS, openAnimation, slideFrom } from './animation.ts';
import type { PopupContext } from './popup-context.ts';

const ended = (animation: Animation) => animation.finished.then(
  () => undefined,
  () => undefined,
);

/** Runs `animation` until it ends, or until `signal` aborts it (then it stops where it is). */
function run(animation: Animation, signal: AbortSignal): Promise<void> {
  if (signal.aborted) animation.cancel();
  else signal.addEventListener('abort', () => animation.cancel(), { once: true });
  return ended(animation);
}

/**
 * The opening, as the view has drawn the popup shown: the overlay fades in over half of
 * `animation_speed`, then the container animates over the other half (none with reduced motion;
 * an unknown animation warns and opens without one). Resolves when both ended or were stopped.
 */
export function animateOpening({ el, container, doc, win, settings, warn }: PopupContext, signal: AbortSignal): Promise<void> {
  const type = animationOf(settings.animation_type) ?? (warn(`unknown animation "${settings.animation_type}"; opening without one`), 'none');
  // Measured in its place (the view has placed it): where a slide starts is outside the window.
  const { clientWidth, clientHeight } = doc.documentElement;
  const slide = slideFrom(settings.animation_origin, { width: clientWidth, height: clientHeight }, container.getBoundingClientRect());
  const plan = openAnimation(prefersReducedMotion(win) ? 'none' : type, slide, settings.animation_speed, settings.overlay_disabled);
  const running: Promise<void>[] = [];
  if (plan.overlay.duration > 0) running.push(run(el.animate(plan.overlay.keyframes, { duration: plan.overlay.duration, easing: 'ease-in-out' }), signal));
  if (plan.container.duration > 0) running.push(run(container.animate(plan.container.keyframes, { duration: plan.container.duration, delay: plan.container.delay, easing: 'ease-in-out', fill: 'backwards' }), signal));
  return Promise.all(running).then(() => undefined);
}

/**
 * The closing, as Popup Maker's: the container fades out (jQuery's 'fast' fade), and the popup is
 * closed; then the overlay fades out the same way (`fadeOverlay`). None with reduced motion, and
 * no overlay's fade where the popup has none. Resolves with whether the overlay fades next.
 */
export async function fadeOutContainer({ container, win, settings }: PopupContext, signal: AbortSignal): Promise<boolean> {
  if (prefersReducedMotion(win)) return false;
  await fadeOut(container, signal);
  return !settings.overlay_disabled;
}

export const fadeOutOverlay = ({ el }: PopupContext, signal: AbortSignal): Promise<void> => fadeOut(el, signal);

const fadeOut = (node: HTMLElement, signal: AbortSignal) => run(node.animate([{ opacity: 1 }, { opacity: 0 }], { duration: CLOSE_MS }), signal);

/**
 * The close button that `close_button_delay` holds back: Popup Maker's getClose(), the button after
 * the content (the theme's ×), not the close links the content has of its own.
 */
export const DELAYED_CLOSE = '.pum-content + .pum-close';

/** Its delay over, the held close button fades in, as jQuery's fadeIn (400 ms; none with reduced motion). */
export function fadeInDelayedClose({ el, win }: PopupContext, signal: AbortSignal): void {
  if (prefersReducedMotion(win)) return;
  for (const button of el.querySelectorAll<HTMLElement>(DELAYED_CLOSE)) void run(button.animate([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_IN_MS, easing: 'ease-in-out' }), signal);
}

/** jQuery's default speed ('normal'), which fadeIn() without a duration takes. */
const FADE_IN_MS = 400;
