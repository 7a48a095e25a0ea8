import { NATURAL, poseToKeyframe } from './frames.ts';
import type { SlideClock } from './slide-clock.ts';
import type { Layer } from './slides.ts';

export const LAYER_STATE = 'data-rs-layer-state';

export interface LayerRun {
  /** The slide is being left: layers that have not made their exit start it now. */
  leave(): void;
  /** Drops every animation (the slide is hidden now), putting the layers back as printed. */
  cancel(): void;
}

/**
 * A slide's layer timeline with the Web Animations API: each layer enters from frame_0 to frame_1
 * (delay st, duration sp, easing e) and exits to frame_999, at its st on the slide clock (so a
 * paused slide also holds the exits) or, for `st:w`, timed to end with the slide. The first slide
 * on load is already shown as printed, so it skips the entrance. With reduced motion nothing moves.
 */
export function runLayers(layers: readonly Layer[], clock: SlideClock, options: { duration: number; enter: boolean; reduced: boolean }): LayerRun {
  const animations: Animation[] = [];
  const exited = new Set<Layer>();

  function exit(layer: Layer, speed: number): void {
    if (!layer.out || exited.has(layer) || options.reduced) return;
    exited.add(layer);
    layer.el.setAttribute(LAYER_STATE, 'leaving');
    const animation = layer.el.animate([poseToKeyframe(layer.in?.pose ?? NATURAL), poseToKeyframe(layer.out.pose)], {
      duration: speed,
      easing: layer.out.easing,
      fill: 'forwards',
    });
    animations.push(animation);
    animation.finished.then(
      () => layer.el.setAttribute(LAYER_STATE, 'gone'),
      () => {},
    );
  }

  for (const layer of layers) {
    if (!options.enter || options.reduced || !layer.in) {
      layer.el.setAttribute(LAYER_STATE, 'shown');
    } else {
      layer.el.setAttribute(LAYER_STATE, 'entering');
      const animation = layer.el.animate([poseToKeyframe(layer.from?.pose ?? NATURAL), poseToKeyframe(layer.in.pose)], {
        delay: layer.in.start === 'wait' ? 0 : layer.in.start,
        duration: layer.in.speed,
        easing: layer.in.easing,
        fill: 'both',
      });
      animations.push(animation);
      animation.finished.then(
        () => layer.el.setAttribute(LAYER_STATE, 'shown'),
        () => {},
      );
    }
    const out = layer.out;
    if (out && !options.reduced) {
      const at = out.start === 'wait' ? Math.max(0, options.duration - out.speed) : out.start;
      clock.at(at, () => exit(layer, out.speed));
    }
  }

  return {
    leave() {
      for (const layer of layers) exit(layer, Math.min(300, layer.out?.speed ?? 300));
    },
    cancel() {
      for (const animation of animations) animation.cancel();
      for (const layer of layers) layer.el.removeAttribute(LAYER_STATE);
    },
  };
}
