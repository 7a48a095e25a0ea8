import { parseFrame, type LayerFrame } from './frames.ts';
import { parseTransition, type TransitionSpec } from './transition-spec.ts';
import { num } from './params.ts';

export interface Layer {
  el: HTMLElement;
  from: LayerFrame | null;
  in: LayerFrame | null;
  out: LayerFrame | null;
}

export interface Slide {
  el: HTMLElement;
  index: number;
  title: string;
  /** The custom deep-link name (`data-deeplink`), matched against the location hash. */
  deeplink: string | null;
  /** ms the slide stays before the next one. */
  duration: number;
  transition: TransitionSpec;
  layers: Layer[];
  /** Video and audio layers, and the slide's background video (`<rs-bgvideo>`). */
  media: HTMLElement[];
  /** Images printed with `data-lazyload` (the real URL) instead of their final src. */
  lazy: HTMLImageElement[];
}

export function readLayer(el: HTMLElement): Layer {
  return {
    el,
    from: parseFrame(el.getAttribute('data-frame_0'), 'from'),
    in: parseFrame(el.getAttribute('data-frame_1'), 'in'),
    out: parseFrame(el.getAttribute('data-frame_999'), 'out'),
  };
}

/** The slides as the server printed them (`<rs-slides><rs-slide data-key …>`). */
export function readSlides(module: HTMLElement, defaults: { delay: number; transitionDuration: number }): Slide[] {
  const slides = Array.from(module.querySelectorAll<HTMLElement>(':scope > rs-slides > rs-slide')).filter((el) => !el.hasAttribute('data-invisible'));
  return slides.map((el, index) => ({
    el,
    index,
    title: el.getAttribute('data-title') ?? '',
    deeplink: el.getAttribute('data-deeplink'),
    duration: Math.max(500, num(el.getAttribute('data-duration') ?? undefined, defaults.delay)),
    transition: parseTransition(el.getAttribute('data-anim'), defaults.transitionDuration),
    layers: Array.from(el.querySelectorAll<HTMLElement>('rs-layer')).map(readLayer),
    media: Array.from(el.querySelectorAll<HTMLElement>(':scope > rs-bgvideo, rs-layer[data-type="video"], rs-layer[data-type="audio"]')),
    lazy: Array.from(el.querySelectorAll<HTMLImageElement>('img[data-lazyload]')),
  }));
}
