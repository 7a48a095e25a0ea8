import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearSlideTransition, slideTo } from '../../src/services/motion/slide-to.ts';
import { onWc } from '../../src/services/wc-events.ts';
import { markShown, shownSlide, type GalleryFrame } from './frame.ts';
import type { ProductGalleryProps } from './parse-props.ts';
import { takeSwipes, watchSwipes } from './flexslider-swipe.ts';
import { arrowStep, keyForOthers } from './flexslider-keys.ts';
import { flexsliderNudge } from './flexslider-track.ts';
import { hoverZoom } from './hover-zoom.ts';
import { clickedSlide, openViewerAt } from './open-viewer.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';
import { animateViewportHeight } from './smooth-height.ts';

/** FlexSlider's animationSpeed for the product gallery's slide (spec 9). */
export const GALLERY_SLIDE_MS = 500;


export type ProductGalleryViewProps = ProductGalleryProps & { frame: GalleryFrame };

/**
 * The product gallery as flexslider + PhotoSwipe left it. Its markup (the sliding viewport, the
 * thumbnails `ol.flex-control-nav.flex-control-thumbs` that the variation form and theme CSS look
 * for, the magnifier trigger) is the frame the entry drew at load; this view renders nothing of
 * its own and drives those nodes: embla slides the viewport, the thumbnails follow the index, the
 * trigger and the images open the full-screen viewer. Keeping the frame's nodes keeps what the
 * variation form wrote on them before the view arrived (a swapped thumbnail and its original).
 */
export function ProductGallery({ el, doc, lang, wrapper, slides, slider, viewer, zoom, rtl, frame }: ProductGalleryViewProps) {
  // The slide the frame shows: the first, or the one a thumbnail clicked before the view came
  // slid to (the entry's answer). Read once: embla starts again at a change of its options.
  const [start] = useState(() => shownSlide(slides));
  // The sliding viewport (a gallery of one image has none: nothing below slides it).
  const { viewport } = frame;
  const [viewportRef, embla] = useEmblaCarousel(slider ? { loop: false, direction: rtl ? 'rtl' : 'ltr', align: 'start', startIndex: start } : { active: false });
  const [index, setIndex] = useState(start);

  // flexslider cut the track's position to a whole pixel; embla, placing it by the slides'
  // rounded offsets, lands past a half pixel 1 px from there, and the image a shopper sees with
  // it. Declared before the effect below, so that its cleanup runs first and that one's removes
  // a style attribute left empty.
  useLayoutEffect(() => {
    if (!slider || !embla || !viewport) return;
    const container = embla.containerNode();
    // The slide's width, read when embla measures (its start and every re-init, a resize among
    // them): a read at each select would force a layout in the click's task.
    const measure = () => viewport.getBoundingClientRect().width;
    let width = measure();
    const place = () => {
      // embla's own placement of each slide, which its public API gives only as a fraction.
      const engine = embla.internalEngine();
      const at = embla.selectedScrollSnap();
      const nudge = flexsliderNudge(at, width, rtl, engine.axis.direction(engine.scrollSnaps[at] ?? 0));
      if (nudge) container.style.translate = `${nudge}px`;
      else container.style.removeProperty('translate');
    };
    const remeasure = () => {
      width = measure();
      place();
    };
    place();
    embla.on('select', place);
    embla.on('reInit', remeasure);
    return () => {
      embla.off('select', place);
      embla.off('reInit', remeasure);
      container.style.removeProperty('translate');
    };
  }, [slider, embla, viewport, rtl]);

  useLayoutEffect(() => {
    if (!slider || !viewport) return;
    // embla's container: its first child (the slides' wrapper), which a slide gives its duration.
    // None before embla's first move: WooCommerce's stylesheet gives the wrapper one (below).
    const container = viewport.firstElementChild;
    if (container instanceof HTMLElement) container.style.transition = 'none';
    viewportRef(viewport);
    return () => {
      viewportRef(null);
      if (container instanceof HTMLElement) clearSlideTransition(container);
    };
  }, [slider, viewport, viewportRef]);

  // flexslider's smoothHeight: at a slide change, by any means (a thumbnail, a swipe, the
  // variation form), the viewport's height goes to the new slide's over the slide's 500 ms.
  useLayoutEffect(() => {
    if (!slider || !embla || !viewport) return;
    const onSelect = () => {
      const slide = slides[embla.selectedScrollSnap()]?.el;
      if (slide) animateViewportHeight(viewport, slide, prefersReducedMotion(doc.defaultView) ? 0 : GALLERY_SLIDE_MS);
    };
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [slider, embla, slides, viewport, doc]);

  useLayoutEffect(() => {
    markShown(frame.thumbs, slider ? slides : [], index);
  }, [frame.thumbs, slides, slider, index]);

  // The latest embla, read when a listener runs: a click held while the island loaded is made
  // again right after the mount, when embla exists but the listeners were set up before it did.
  // embla is made in an effect a render or two after the mount: a slide asked for before then
  // (a held click made again) is kept and taken once it exists, not lost.
  const emblaNow = useRef(embla);
  const wanted = useRef<number | null>(null);
  // In the commit (a layout effect), so a held click replayed right after the mount is seen. The
  // thumbnails follow `select`, which is listened to before a slide asked for earlier is taken:
  // that slide's select would otherwise come before anyone listens, and its thumbnail would stay
  // unmarked (a held click replayed before embla existed, which a loaded phone does).
  useLayoutEffect(() => {
    emblaNow.current = embla;
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    // A drag moves the track with the finger, frame by frame, and its release is embla's own
    // glide: no transition on the track then. WooCommerce's stylesheet gives the slides' wrapper
    // one (0.5 s, for flexslider, which sets a duration of 0 while a finger moves it), and a
    // thumbnail's slide leaves ours: either made every frame of a drag a 0.5 s animation, the
    // track trailing the finger and settling about a second late.
    const container = embla.containerNode();
    const still = () => void (container.style.transition = 'none');
    embla.on('pointerDown', still);
    if (wanted.current !== null) {
      embla.scrollTo(wanted.current, true);
      wanted.current = null;
    }
    return () => {
      embla.off('select', onSelect);
      embla.off('pointerDown', still);
    };
  }, [embla]);
  const go = useCallback((to: number) => {
    // flexslider's slide: its duration, the stylesheet's easing (WooCommerce's, as on the classic page).
    if (emblaNow.current) slideTo(emblaNow.current, to, prefersReducedMotion(doc.defaultView) ? 0 : GALLERY_SLIDE_MS, 'stylesheet');
    else wanted.current = to;
  }, [doc]);
  const current = useCallback(() => emblaNow.current?.selectedScrollSnap() ?? wanted.current ?? start, [start]);
  // A step from the image shown (a swipe, an arrow key), no further than the first or the last.
  const goBy = useCallback((step: number) => go(Math.min(Math.max(current() + step, 0), slides.length - 1)), [go, current, slides.length]);

  // A swipe on the slides made while this view loaded (the frame kept it), made now: embla did
  // not see it.
  useEffect(() => {
    if (!slider || !embla) return;
    takeSwipes(el, goBy);
  }, [slider, embla, el, goBy]);

  // Every later swipe goes where flexslider's would: embla judges a release by the finger's
  // speed, so a 40 px flick turned the image (flexslider wants over 50 px) and a third of the
  // width held still before lifting did not (flexslider turns it within 550 ms). The swipe's
  // step is known at its touchend, just before embla's own release (its listener comes later).
  useEffect(() => {
    if (!slider || !embla || !viewport) return;
    const stop = new AbortController();
    let pressedAt = 0;
    let swiped: number | null = null;
    watchSwipes(viewport, rtl, (step) => void (swiped = step), stop.signal);
    const onDown = () => {
      pressedAt = embla.selectedScrollSnap();
      swiped = null;
    };
    const onUp = () => {
      if (swiped === null) return;
      const to = Math.min(Math.max(pressedAt + swiped, 0), slides.length - 1);
      swiped = null;
      if (to !== embla.selectedScrollSnap()) embla.scrollTo(to);
    };
    embla.on('pointerDown', onDown);
    embla.on('pointerUp', onUp);
    return () => {
      stop.abort();
      embla.off('pointerDown', onDown);
      embla.off('pointerUp', onUp);
    };
  }, [slider, embla, viewport, rtl, slides.length]);

  // flexslider's keyboard (flexslider-keys.ts): an arrow key released anywhere on the page turns
  // the page's only gallery, the viewer open or not, but not while the track slides. Heard from
  // the mount on, not from embla's start a render later (`go` keeps a step made before it): a key
  // released in between was lost (CI caught a test's first key there).
  useEffect(() => {
    if (!slider || doc.querySelectorAll('.woocommerce-product-gallery__wrapper').length !== 1) return;
    const stop = new AbortController();
    doc.addEventListener('keyup', (event) => {
      const step = arrowStep(event.key, rtl);
      const sliding = (emblaNow.current?.containerNode().getAnimations().length ?? 0) > 0;
      if (!step || sliding || keyForOthers(event)) return;
      goBy(step);
    }, { signal: stop.signal });
    return () => stop.abort();
  }, [slider, doc, rtl, goBy]);

  // The variation form slides to a thumbnail (`flexslider-click`) or back to the first image.
  useEffect(() => {
    const offReset = onWc(el, 'woocommerce_gallery_reset_slide_position', () => go(0));
    const offClick = onWc(el, 'flexslider-click', (_args, event) => {
      const li = ((event as { target?: Element | null }).target ?? null)?.closest?.('li');
      const at = li?.parentElement ? Array.prototype.indexOf.call(li.parentElement.children, li) : -1;
      if (at >= 0) go(at);
    });
    return () => {
      offReset();
      offClick();
    };
  }, [el, go]);

  // A thumbnail slides to its image, by click or by Enter / Space.
  useEffect(() => {
    const list = frame.thumbs[0]?.closest('ol');
    if (!list) return;
    const controller = new AbortController();
    const at = (event: Event) => frame.thumbs.indexOf((event.target as Element | null)?.closest?.('img') as HTMLImageElement);
    list.addEventListener('click', (event) => {
      if (at(event) >= 0) go(at(event));
    }, { signal: controller.signal });
    list.addEventListener('keydown', (event) => {
      if ((event.key !== 'Enter' && event.key !== ' ') || at(event) < 0) return;
      event.preventDefault();
      go(at(event));
    }, { signal: controller.signal });
    // A tap slides at its touchend, as flexslider's thumbnails do: Chrome makes no click of a tap
    // that comes just after a swipe of the slides, and flexslider slid anyway. Its preventDefault
    // keeps the click that may follow from sliding again; a finger that moved was a scroll.
    let pressed: { x: number; y: number } | null = null;
    list.addEventListener('touchstart', (event) => {
      const touch = event.touches[0];
      pressed = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    }, { passive: true, signal: controller.signal });
    list.addEventListener('touchend', (event) => {
      const touch = event.changedTouches[0];
      if (!pressed || !touch || at(event) < 0 || Math.hypot(touch.clientX - pressed.x, touch.clientY - pressed.y) > 10) return;
      pressed = null;
      event.preventDefault();
      go(at(event));
    }, { signal: controller.signal });
    return () => controller.abort();
  }, [frame.thumbs, go]);

  const open = useCallback(
    (at: number) => openViewerAt(el, doc, slides.map((slide) => slide.el), at, lang),
    [slides, doc, lang, el],
  );

  // A click on an image link opens the viewer on that image instead of following the link; the
  // trigger opens it on the current image.
  useEffect(() => {
    if (!viewer) return;
    const controller = new AbortController();
    wrapper.addEventListener('click', (event) => {
      const at = clickedSlide(event.target as Element | null, slides);
      if (at < 0) return;
      event.preventDefault();
      open(at);
    }, { signal: controller.signal });
    // Enter on the trigger is the link's own click: held while the view loaded, it is made after
    // a thumbnail clicked before it. Space (WooCommerce's keydown) is taken here first, on the
    // gallery in the capture phase: the frame answers the Space nothing took (before the mount).
    frame.trigger?.addEventListener('click', (event) => {
      event.preventDefault();
      open(current());
    }, { signal: controller.signal });
    el.addEventListener('keydown', (event) => {
      if (event.key !== ' ' || !frame.trigger || event.target !== frame.trigger) return;
      event.preventDefault();
      open(current());
    }, { capture: true, signal: controller.signal });
    return () => controller.abort();
  }, [viewer, wrapper, slides, open, current, frame.trigger, el]);

  useEffect(() => {
    if (!zoom) return;
    const controller = new AbortController();
    for (const slide of slides) hoverZoom(slide.el, doc, controller.signal);
    return () => controller.abort();
  }, [zoom, slides, doc]);

  return null;
}
