import { announce } from '../../src/services/announcer.ts';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { slideFromHash } from './deep-link.ts';
import { IMAGE_TIMEOUT, STATIC_IMAGE_TIMEOUT, createImageQueue } from './image-queue.ts';
import { runLayers, type LayerRun } from './layers.ts';
import { placeLayers } from './place-layers.ts';
import { gridAt, type SliderOptions } from './options.ts';
import { createControls } from './controls.ts';
import { createSlideClock } from './slide-clock.ts';
import type { Slide } from './slides.ts';
import { textsFor } from './texts.ts';
import type { TransitionKind } from './transition-spec.ts';
import { runTransition, type TransitionRun } from './transitions.ts';
import { mediaSettings } from './video/settings.ts';
import { createVideoLayer, type VideoLayer } from './video/video-layer.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

export interface SliderInput {
  /** The island's host, `<rs-module-wrap>`. */
  wrap: HTMLElement;
  module: HTMLElement;
  options: SliderOptions;
  slides: Slide[];
  doc: Document;
  name: string;
  /** Kinds for transition names the built-in table does not know (the server's table). */
  lookupTransition(name: string): Promise<TransitionKind>;
}

/** Warns once per slider about ids that occur twice inside it (RS does the same: they break its layers). */
function warnDuplicateIds(wrap: HTMLElement, name: string): void {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const el of wrap.querySelectorAll('[id]')) (seen.has(el.id) ? twice : seen).add(el.id);
  if (twice.size) console.warn(`[theme] island "${name}" on ${describeElement(wrap)}: duplicate element id${twice.size > 1 ? 's' : ''} ${[...twice].map((id) => `#${id}`).join(', ')} inside the slider`);
}

/**
 * The slider itself, driving the server's markup: the current slide, the slide clock (autoplay,
 * pauses), layer timelines, transitions, video layers, lazy images, deep links, controls and
 * announcements. Returns its cleanup; the caller restores the server markup after it.
 */
export function startSlider(input: SliderInput): () => void {
  const { wrap, module, options, slides, doc, name } = input;
  const win = doc.defaultView ?? window;
  const texts = textsFor(doc);
  const reduced = prefersReducedMotion(win);
  const clock = createSlideClock(win);
  const offs: Array<() => void> = [];
  const cleanups = new Map<Slide, () => void>();
  let current = 0;
  let layers: LayerRun | null = null;
  let transition: TransitionRun | null = null;
  let disposed = false;
  const noticed = new Set<string>();

  const timerState = () => module.setAttribute('data-rs-timer', clock.running() ? 'running' : 'paused');
  const hold = (reason: string) => {
    clock.hold(reason);
    timerState();
  };
  const release = (reason: string) => {
    clock.release(reason);
    timerState();
  };
  const timedClock = { ...clock, hold, release };

  warnDuplicateIds(wrap, name);

  // The grid: the server printed the first level; the slider keeps it right for the width, and
  // the layers that carry per-level geometry where Slider Revolution puts them at that level.
  const placed = placeLayers(module, options.responsiveLevels.length);
  offs.push(() => {
    placed.restore();
    module.removeAttribute('data-rs-arrows-hidden');
  });
  let placedLevel = -1;
  const layout = () => {
    const grid = gridAt(module.clientWidth || wrap.clientWidth, options);
    module.style.setProperty('--rs-gw', `${grid.width}px`);
    module.style.setProperty('--rs-gh', `${options.gridheight[grid.level]}px`);
    module.style.setProperty('--rs-gw-n', String(grid.width));
    module.style.setProperty('--rs-gh-n', String(options.gridheight[grid.level]));
    module.style.setProperty('--rs-scale', String(grid.scale));
    module.toggleAttribute('data-rs-arrows-hidden', (module.clientWidth || wrap.clientWidth) < options.arrowsHideUnder);
    if (grid.level !== placedLevel) {
      placedLevel = grid.level;
      placed.place(grid.level, { width: grid.width, height: options.gridheight[grid.level]! });
    }
  };
  layout();
  const resize = new win.ResizeObserver(() => layout());
  resize.observe(wrap);
  offs.push(() => resize.disconnect());

  // Lazy images: a few at a time, the current slide's first; a broken one is reported, the slide still shows.
  const images = createImageQueue(win);
  offs.push(() => images.close());
  const queueImage = (img: HTMLImageElement, timeout: number) =>
    images.add({
      img,
      src: img.getAttribute('data-lazyload')!,
      timeout,
      done(outcome) {
        img.setAttribute('data-rs-image', outcome);
        if (outcome === 'broken') console.warn(`[theme] island "${name}" on ${describeElement(img)}: the image ${img.getAttribute('data-lazyload')} could not be loaded (broken)`);
        if (outcome === 'timeout') console.warn(`[theme] island "${name}" on ${describeElement(img)}: the image ${img.getAttribute('data-lazyload')} could not be loaded within ${timeout / 1000} s`);
      },
    });
  for (const img of module.querySelectorAll<HTMLImageElement>('rs-static-layers img[data-lazyload]')) queueImage(img, STATIC_IMAGE_TIMEOUT);
  for (const slide of slides) for (const img of slide.lazy) queueImage(img, IMAGE_TIMEOUT);

  const notice = (api: string, url: string, layer: HTMLElement) => {
    if (noticed.has(api)) return;
    noticed.add(api);
    const box = doc.createElement('div');
    box.className = 'rs-video-notice';
    box.setAttribute('role', 'alert');
    box.textContent = texts.apiFailed(api);
    module.append(box);
    offs.push(() => box.remove());
    console.error(`[theme] island "${name}" on ${describeElement(layer)}: the ${api} API could not be loaded from ${url} within ${options.videoWait} s; check the SSL certificate of the site and of the API's host`);
  };

  const videos = new Map<Slide, VideoLayer[]>(
    slides.map((slide) => [
      slide,
      slide.media.flatMap((el) => {
        const settings = mediaSettings(el);
        if (typeof settings === 'string') {
          console.warn(`[theme] island "${name}" on ${describeElement(el)}: ${settings}; it stays as printed`);
          return [];
        }
        // Reduced motion: a background video waits, still, over the slide's image (a layer's
        // video is the editor's content, with its controls, and keeps its autoplay).
        const still = reduced && el.localName === 'rs-bgvideo';
        return [
          createVideoLayer(el, still ? { ...settings, autoplay: false } : settings, {
            clock: timedClock,
            youtubeApi: options.youtubeApi,
            vimeoApi: options.vimeoApi,
            wait: options.videoWait,
            next: () => step(1),
            apiFailed: (api, url) => notice(api, url, el),
            current: () => slides[current] === slide,
          }),
        ];
      }),
    ]),
  );

  function startSlide(slide: Slide, enter: boolean): void {
    clock.reset();
    layers = runLayers(slide.layers, clock, { duration: slide.duration, enter, reduced });
    for (const video of videos.get(slide) ?? []) video.show();
    if (options.autoplay && !reduced && slides.length > 1) clock.at(slide.duration, () => step(1));
    timerState();
  }

  function mark(index: number): void {
    slides.forEach((slide, i) => {
      if (i === index) slide.el.setAttribute('data-rs-active', '');
      else slide.el.removeAttribute('data-rs-active');
    });
    module.setAttribute('data-rs-current', String(index + 1));
    controls.show(index);
  }

  async function kindOf(slide: Slide): Promise<TransitionKind> {
    return slide.transition.kind ?? input.lookupTransition(slide.transition.name);
  }

  function go(target: number, { direction, user }: { direction?: 1 | -1; user: boolean }): void {
    if (disposed || target === current || target < 0 || target >= slides.length) return;
    const from = slides[current]!;
    const to = slides[target]!;
    const dir = direction ?? (target > current ? 1 : -1);
    transition?.finish();
    cleanups.get(to)?.();
    layers?.leave();
    const leaving = layers;
    for (const video of videos.get(from) ?? []) video.hide();
    from.el.setAttribute('data-rs-leaving', '');
    current = target;
    mark(target);
    images.prioritise(to.lazy);
    startSlide(to, true);
    if (user) announce(texts.position(options.name, target + 1, slides.length, to.title), { doc });
    const cleanup = () => {
      cleanups.delete(from);
      from.el.removeAttribute('data-rs-leaving');
      leaving?.cancel();
    };
    cleanups.set(from, cleanup);
    module.setAttribute('data-rs-transition', to.transition.name);
    void kindOf(to).then((kind) => {
      if (disposed || slides[current] !== to) return cleanup();
      const run = runTransition({ kind, duration: reduced ? 0 : to.transition.duration, slots: to.transition.slots, from: from.el, to: to.el, direction: dir, stage: module });
      transition = run;
      void run.done.then(() => {
        if (transition === run) {
          transition = null;
          module.removeAttribute('data-rs-transition');
        }
        if (cleanups.get(from) === cleanup && slides[current] !== from) cleanup();
      });
    });
  }

  function step(delta: 1 | -1, user = false): void {
    go((current + delta + slides.length) % slides.length, { direction: delta, user });
  }

  const controls = createControls({
    module,
    count: slides.length,
    titles: slides.map((slide) => slide.title),
    texts,
    arrows: options.arrows,
    bullets: options.bullets,
    keyboard: options.keyboard,
    swipe: options.swipe,
    swipeThreshold: options.swipeThreshold,
    hoverStop: options.hoverStop,
    autoplay: options.autoplay && !reduced,
    go: (index) => go(index, { user: true }),
    step: (delta) => step(delta, true),
    hold,
    release,
  });
  offs.push(() => controls.dispose());

  // A hidden tab does not run the slides on.
  const onVisibility = () => (doc.hidden ? hold('hidden') : release('hidden'));
  doc.addEventListener('visibilitychange', onVisibility);
  offs.push(() => doc.removeEventListener('visibilitychange', onVisibility));
  if (doc.hidden) hold('hidden');

  // Deep links: the slide the hash names opens at once; later hash changes navigate.
  const names = slides.map((slide) => slide.deeplink);
  const linked = slideFromHash(win.location.hash, names);
  module.setAttribute('role', 'region');
  module.setAttribute('aria-roledescription', 'carousel');
  if (!module.hasAttribute('aria-label')) module.setAttribute('aria-label', options.name || texts.carousel);
  slides.forEach((slide, i) => {
    slide.el.setAttribute('role', 'group');
    slide.el.setAttribute('aria-roledescription', 'slide');
    slide.el.setAttribute('aria-label', texts.slide(i + 1) + (slide.title ? `: ${slide.title}` : ''));
  });
  current = linked ?? 0;
  mark(current);
  module.setAttribute('data-rs-ready', '');
  // The server showed slide 1 as printed; only a deep-linked slide has its layers come in.
  startSlide(slides[current]!, current !== 0);
  const onHash = () => {
    const index = slideFromHash(win.location.hash, names);
    if (index !== null) go(index, { user: true });
  };
  win.addEventListener('hashchange', onHash);
  offs.push(() => win.removeEventListener('hashchange', onHash));

  return () => {
    disposed = true;
    transition?.finish();
    layers?.cancel();
    for (const cleanup of [...cleanups.values()]) cleanup();
    for (const list of videos.values()) for (const video of list) video.destroy();
    clock.dispose();
    for (const off of offs.reverse()) off();
  };
}
