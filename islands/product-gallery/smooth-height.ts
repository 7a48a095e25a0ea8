/** The Web Animation of the viewport's height (named, so a later slide change takes it over). */
const HEIGHT_ANIMATION = 'flexslider-smooth-height';

/**
 * flexslider's smoothHeight at a slide change: the viewport's height goes to the new slide's over
 * the slide's time (flexslider sets it with a CSS transition, `height <ms>`, ease). At rest the
 * height is theme.css's (the slide shown sets it), so this only animates between the two, and
 * ends on that resting height. Read at the change, before the slides' wrapper moves: the
 * viewport's height now (part way through an earlier change, if one runs) and the new slide's
 * own (a slide not shown keeps its box). No animation for a duration of 0 (reduced motion).
 */
export function animateViewportHeight(viewport: HTMLElement, slide: Element, durationMs: number): void {
  if (durationMs <= 0) return;
  const from = viewport.getBoundingClientRect().height;
  const to = slide.getBoundingClientRect().height;
  for (const running of viewport.getAnimations()) if (running.id === HEIGHT_ANIMATION) running.cancel();
  if (Math.abs(from - to) < 0.5) return;
  viewport.animate([{ height: `${from}px` }, { height: `${to}px` }], { id: HEIGHT_ANIMATION, duration: durationMs, easing: 'ease' });
}
