import { afterEach, describe, expect, it, vi } from 'vitest';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { loadFixture } from '../../tests/support/fixture-dom.ts';
import { answerProductGallery, frameOf, prepareProductGallery } from './frame.ts';
import { parseProductGallery } from './parse-props.ts';
import { ProductGallery } from './ProductGallery.tsx';

/**
 * embla, made when the test says so: on a loaded phone it is made a render or two after the
 * mount, after the click the runtime held has been made again.
 */
const embla = vi.hoisted(() => {
  const listeners = new Set<() => void>();
  let selected = 0;
  // The options the view made embla with, last.
  const made: { options: { startIndex?: number } | null } = { options: null };
  const api = {
    on: (_name: string, listener: () => void) => void listeners.add(listener),
    off: (_name: string, listener: () => void) => void listeners.delete(listener),
    selectedScrollSnap: () => selected,
    // Where embla places the track at each slide (whole widths here: nothing to nudge).
    internalEngine: () => ({ axis: { direction: (n: number) => n }, scrollSnaps: [0, -100, -200, -300] }),
    // The slides' wrapper in the viewport, which embla moves.
    containerNode: () => document.querySelector<HTMLElement>('.flex-viewport > .woocommerce-product-gallery__wrapper')!,
    scrollTo(to: number) {
      selected = to;
      for (const listener of listeners) listener();
    },
  };
  return { api, made, arrive: () => {}, reset: () => ((selected = 0), (made.options = null), listeners.clear()), startAt: (at: number) => void (selected = at) };
});
vi.mock('embla-carousel-react', async () => {
  const { useState } = await import('react');
  function useEmblaCarousel(options: { startIndex?: number }) {
    const [api, setApi] = useState<typeof embla.api | undefined>(undefined);
    embla.made.options = options;
    embla.arrive = () => {
      // embla starts on its startIndex.
      embla.startAt(options.startIndex ?? 0);
      setApi(embla.api);
    };
    return [() => {}, api];
  }
  return { default: useEmblaCarousel };
});

const PRODUCT = '/product/hydraulic-oil-hlp-46/';
let root: Root | null = null;

afterEach(() => {
  if (root) flushSync(() => root!.unmount());
  root = null;
  embla.reset();
  document.body.innerHTML = '';
});

describe('ProductGallery: a thumbnail clicked before embla exists', () => {
  it('slides to its image once embla is made, and marks that thumbnail', () => {
    loadFixture(PRODUCT);
    const el = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    prepareProductGallery(el, document);
    const result = parseProductGallery(el, { name: 'product-gallery', doc: document });
    if (!result.ok) throw new Error(result.error);
    const frame = frameOf(el)!;
    root = createRoot(document.createElement('div'));
    flushSync(() => root!.render(<ProductGallery {...result.props} frame={frame} />));
    expect(frame.thumbs.length).toBeGreaterThan(2);

    frame.thumbs[2]!.click();
    expect(frame.thumbs[0]!.className).toBe('flex-active');
    flushSync(() => embla.arrive());

    expect(embla.api.selectedScrollSnap()).toBe(2);
    expect(frame.thumbs.map((img) => img.classList.contains('flex-active'))).toEqual(frame.thumbs.map((_img, at) => at === 2));
    expect(frame.thumbs[2]!.getAttribute('aria-current')).toBe('true');
  });
});

describe('ProductGallery: mounted after the entry answered a thumbnail', () => {
  it('starts embla on the slide the frame shows, and keeps its marks', () => {
    loadFixture(PRODUCT);
    const el = document.querySelector<HTMLElement>('.woocommerce-product-gallery')!;
    prepareProductGallery(el, document);
    const frame = frameOf(el)!;
    expect(answerProductGallery(el, frame.thumbs[2]!, document)).toBe(true);
    const result = parseProductGallery(el, { name: 'product-gallery', doc: document });
    if (!result.ok) throw new Error(result.error);
    root = createRoot(document.createElement('div'));
    flushSync(() => root!.render(<ProductGallery {...result.props} frame={frame} />));
    expect(embla.made.options?.startIndex).toBe(2);
    flushSync(() => embla.arrive());

    expect(embla.api.selectedScrollSnap()).toBe(2);
    expect(frame.thumbs.map((img) => img.classList.contains('flex-active'))).toEqual(frame.thumbs.map((_img, at) => at === 2));
    expect(result.props.slides.map((slide) => slide.el.classList.contains('flex-active-slide'))).toEqual(result.props.slides.map((_slide, at) => at === 2));
  });
});
