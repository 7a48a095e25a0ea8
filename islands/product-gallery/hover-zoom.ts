/** jquery.zoom's fade in and out (WooCommerce calls it with its defaults). */
export const ZOOM_FADE_MS = 120;

/** Where the large image sits for a pointer at (x, y) in a box of (width, height): pure, for the tests. */
export function zoomOffset(x: number, y: number, box: { width: number; height: number }, large: { width: number; height: number }): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  return {
    left: -clamp(x, box.width) * ((large.width - box.width) / box.width),
    top: -clamp(y, box.height) * ((large.height - box.height) / box.height),
  };
}

/**
 * WooCommerce's hover zoom (jquery.zoom, with `zoom_enabled`): over a slide whose large image is
 * wider than the slide, the large image fades in and follows the mouse. The large image is read
 * from the slide's `img` at each hover, so a variation's image swap zooms the new one. A mouse
 * only, as on WooCommerce's desktop; a touch opens the viewer instead.
 */
export function hoverZoom(slide: HTMLElement, doc: Document, signal: AbortSignal): void {
  let zoomImg: HTMLImageElement | null = null;
  let large = { width: 0, height: 0 };
  const { position, overflow } = slide.style;

  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const img = slide.querySelector<HTMLImageElement>('img:not(.zoomImg)');
    const src = img?.getAttribute('data-large_image');
    large = { width: Number(img?.getAttribute('data-large_image_width')), height: Number(img?.getAttribute('data-large_image_height')) };
    if (!src || !(large.width > slide.getBoundingClientRect().width)) return;
    if (!zoomImg) {
      zoomImg = doc.createElement('img');
      zoomImg.className = 'zoomImg';
      zoomImg.alt = '';
      zoomImg.setAttribute('aria-hidden', 'true');
      slide.style.position = 'relative';
      slide.style.overflow = 'hidden';
      slide.append(zoomImg);
    }
    if (zoomImg.getAttribute('src') !== src) zoomImg.src = src;
    // Inline, as jquery.zoom sets them: the theme's and WooCommerce's `img { width: 100% }` must not apply.
    Object.assign(zoomImg.style, {
      position: 'absolute', top: '0', left: '0', border: 'none', maxWidth: 'none', maxHeight: 'none', pointerEvents: 'none',
      width: `${large.width}px`, height: `${large.height}px`, transition: `opacity ${ZOOM_FADE_MS}ms`, opacity: '1',
    });
    move(event);
  };
  slide.addEventListener('pointerenter', enter, { signal });
  const move = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // The mouse was already over the slide when the zoom arrived (the gallery's island loads at
    // the first touch): it starts at the next move.
    if (!zoomImg) {
      enter(event);
      return;
    }
    const rect = slide.getBoundingClientRect();
    const { left, top } = zoomOffset(event.clientX - rect.left, event.clientY - rect.top, rect, large);
    zoomImg.style.left = `${left}px`;
    zoomImg.style.top = `${top}px`;
  };
  slide.addEventListener('pointermove', move, { signal });
  slide.addEventListener(
    'pointerleave',
    () => {
      if (zoomImg) zoomImg.style.opacity = '0';
    },
    { signal },
  );
  signal.addEventListener('abort', () => {
    zoomImg?.remove();
    slide.style.position = position;
    slide.style.overflow = overflow;
  });
}
