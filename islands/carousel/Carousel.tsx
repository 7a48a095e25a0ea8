import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Adopt } from '../../src/runtime/adopt.tsx';
import { clearSlideTransition, neighbour, slideTo } from '../../src/services/motion/slide-to.ts';
import { itemsPerView } from './carousel-config.ts';
import { carouselAttributes } from './host-attributes.ts';
import { LABELS } from './labels.ts';
import type { CarouselProps } from './parse-props.ts';
import { useAutoplay } from './use-autoplay.ts';
import { useHostAttributes } from './use-host-attributes.ts';
import { useSwipe } from './use-swipe.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

/**
 * One carousel for every kind (WAI-ARIA carousel pattern). The server's track and slides are moved
 * into embla's viewport as they are, never re-rendered; the island adds the controls.
 */
export function Carousel({ host, track, slides, kind, settings, lang, win }: CarouselProps) {
  const t = LABELS[lang];
  const reduced = prefersReducedMotion(win);
  const [perView, setPerView] = useState(() => itemsPerView(settings.columns, win.innerWidth));
  const [viewportRef, api] = useEmblaCarousel({
    container: track,
    align: 'start',
    containScroll: 'trimSnaps',
    watchDrag: false,
  });
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(1);
  const [edges, setEdges] = useState({ prev: false, next: slides.length > perView });

  const setViewportRef = useCallback(
    (el: HTMLElement | null) => {
      viewportRef(el);
      setViewport(el);
    },
    [viewportRef],
  );

  useEffect(() => {
    const onResize = () => setPerView(itemsPerView(settings.columns, win.innerWidth));
    win.addEventListener('resize', onResize);
    return () => win.removeEventListener('resize', onResize);
  }, [settings.columns, win]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
      setEdges({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  // Every move is timed as Owl timed it (slide-to.ts); under reduced motion it is a jump.
  const go = useCallback(
    (index: number | null, ms: number) => {
      if (api && index !== null) slideTo(api, index, reduced ? 0 : ms);
    },
    [api, reduced],
  );
  const step = useCallback((direction: 'next' | 'prev') => api && go(neighbour(api, direction), settings.speeds.slide), [api, go, settings.speeds.slide]);
  useEffect(() => () => clearSlideTransition(track), [track]);

  const autoplaying = useAutoplay(api, host, settings.autoplay, settings.speeds, win);
  useSwipe(viewport, step);

  const attributes = useMemo(
    () => carouselAttributes(host, track, slides, kind, lang, { perView, selected, autoplaying }),
    [host, track, slides, kind, lang, perView, selected, autoplaying],
  );
  useHostAttributes(attributes);

  const trackNodes = useMemo(() => [track], [track]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (!api || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowRight') step('next');
    else if (event.key === 'ArrowLeft') step('prev');
    else return;
    event.preventDefault();
  };

  return (
    <>
      <Adopt nodes={trackNodes} className="theme-carousel__viewport" elementRef={setViewportRef} tabIndex={0} onKeyDown={onKeyDown} />
      {settings.arrows && (
        <div className="theme-carousel__nav">
          <button type="button" className="theme-carousel__prev" aria-label={t.prev} disabled={!edges.prev} onClick={() => step('prev')}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="theme-carousel__next" aria-label={t.next} disabled={!edges.next} onClick={() => step('next')}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {settings.dots && snaps > 1 && (
        <div className="theme-carousel__dots" role="group" aria-label={t.dots}>
          {Array.from({ length: snaps }, (_, index) => (
            <button
              key={index}
              type="button"
              className={`theme-carousel__dot${index === selected ? ' active' : ''}`}
              aria-label={t.goTo(index + 1)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go(index, settings.speeds.pagination)}
            />
          ))}
        </div>
      )}
    </>
  );
}
