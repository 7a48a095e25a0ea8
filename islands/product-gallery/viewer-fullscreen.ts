import type PhotoSwipe from 'photoswipe';

/**
 * PhotoSwipe 4's fullscreen button, which WooCommerce's template prints and PhotoSwipe 5 lacks:
 * where the browser can show an element full screen, it takes the viewer there and back, between
 * the zoom and close buttons, with PhotoSwipe 4's class (`pswp__button--fs`). The root carries
 * `pswp--fs` while it is full screen, and closing the viewer leaves full screen, as PhotoSwipe 4's
 * close did. A request the browser refuses leaves the viewer as it was.
 */
export function addFullscreenButton(pswp: PhotoSwipe, doc: Document, title: string): void {
  if (!doc.fullscreenEnabled) return;
  const isFullscreen = () => Boolean(pswp.element) && doc.fullscreenElement === pswp.element;
  const leave = () => void (isFullscreen() ? doc.exitFullscreen().catch(() => undefined) : undefined);
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'fs',
      title,
      order: 15,
      isButton: true,
      html: {
        isCustomSVG: true,
        // Four corners, in PhotoSwipe 5's 32 px icon box.
        inner: '<path d="M8 8h6v2h-4v4H8zm10 0h6v6h-2v-4h-4zM8 18h2v4h4v2H8zm14 0h2v6h-6v-2h4z" id="pswp__icn-fs"/>',
        outlineID: 'pswp__icn-fs',
      },
      onClick: () => (isFullscreen() ? leave() : void pswp.element?.requestFullscreen().catch(() => undefined)),
    });
  });
  const closed = new AbortController();
  doc.addEventListener('fullscreenchange', () => pswp.element?.classList.toggle('pswp--fs', isFullscreen()), { signal: closed.signal });
  pswp.on('close', leave);
  pswp.on('destroy', () => closed.abort());
}
