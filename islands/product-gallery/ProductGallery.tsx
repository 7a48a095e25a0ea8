import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Adopt } from '../../src/runtime/adopt.tsx';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { onWc } from '../../src/services/wc-events.ts';
import type { ProductGalleryProps } from './parse-props.ts';
import { hoverZoom } from './hover-zoom.ts';
import { viewerItems } from './viewer-items.ts';

/** embla's duration is not in ms: 30 is about flexslider's 500 ms slide on this gallery's width. */
const SLIDE_DURATION = 30;

const reducedMotion = (doc: Document) => doc.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The product gallery as flexslider + PhotoSwipe left it: the server's slides in a sliding
 * viewport (embla), thumbnails under it (`ol.flex-control-nav.flex-control-thumbs`, the markup
 * the variation form and theme CSS look for), a magnifier trigger, and the full-screen viewer.
 */
export function ProductGallery({ el, doc, lang, wrapper, slides, slider, viewer, trigger, zoom, triggerText, rtl }: ProductGalleryProps) {
  const [viewportRef, embla] = useEmblaCarousel(slider ? { loop: false, duration: SLIDE_DURATION, direction: rtl ? 'rtl' : 'ltr', align: 'start' } : { active: false });
  const [index, setIndex] = useState(0);
  const nodes = useMemo(() => [wrapper], [wrapper]);

  // Visible once ready (the template prints it at opacity 0, as flexslider's `start` expects).
  useLayoutEffect(() => {
    const before = el.style.opacity;
    el.style.opacity = '1';
    return () => {
      el.style.opacity = before;
    };
  }, [el]);

  const go = useCallback((to: number) => embla?.scrollTo(to, reducedMotion(doc)), [embla, doc]);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

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

  const open = useCallback(
    (at: number) => {
      const items = viewerItems(slides.map((slide) => slide.el));
      if (items.length === 0) return;
      import('./viewer.ts').then(
        ({ openViewer }) => openViewer(doc, items, Math.min(Math.max(at, 0), items.length - 1), lang),
        (error: unknown) => console.error(`[theme] island "product-gallery" on ${describeElement(el)}: the viewer could not be loaded`, error),
      );
    },
    [slides, doc, lang, el],
  );

  // A click on an image link opens the viewer on that image instead of following the link.
  useEffect(() => {
    if (!viewer) return;
    const onClick = (event: globalThis.MouseEvent) => {
      const slide = (event.target as Element | null)?.closest?.('.woocommerce-product-gallery__image');
      if (!slide || !(event.target as Element).closest('a')) return;
      event.preventDefault();
      open(slides.findIndex((candidate) => candidate.el === slide));
    };
    wrapper.addEventListener('click', onClick);
    return () => wrapper.removeEventListener('click', onClick);
  }, [viewer, wrapper, slides, open]);

  useEffect(() => {
    if (!zoom) return;
    const controller = new AbortController();
    for (const slide of slides) hoverZoom(slide.el, doc, controller.signal);
    return () => controller.abort();
  }, [zoom, slides, doc]);

  const onTrigger = (event: MouseEvent | KeyboardEvent) => {
    if ('key' in event && event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    open(index);
  };

  const onThumbKey = (event: KeyboardEvent, at: number) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    go(at);
  };

  return (
    <>
      {trigger && (
        <a href="#" role="button" className="woocommerce-product-gallery__trigger" aria-haspopup="dialog" aria-label={triggerText} onClick={onTrigger} onKeyDown={onTrigger}>
          <span aria-hidden="true">🔍</span>
        </a>
      )}
      <Adopt nodes={nodes} className="flex-viewport" elementRef={slider ? viewportRef : undefined} />
      {slider && (
        <ol className="flex-control-nav flex-control-thumbs">
          {slides.map((slide, at) => (
            <li key={at}>
              <img
                src={slide.thumb}
                srcSet={slide.thumbSrcset}
                sizes={slide.thumbSizes}
                alt={slide.thumbAlt}
                width={100}
                height={100}
                draggable={false}
                className={at === index ? 'flex-active' : undefined}
                role="button"
                tabIndex={0}
                aria-label={slide.thumbAlt || String(at + 1)}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => go(at)}
                onKeyDown={(event) => onThumbKey(event, at)}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
