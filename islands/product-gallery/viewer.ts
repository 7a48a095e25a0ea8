import PhotoSwipe from 'photoswipe';
import type { Language } from '../../src/services/page-language.ts';
import { trapTab } from '../../src/ui/focus-trap.ts';
import { followPhotoSwipe4Swipes } from './photoswipe4-swipe.ts';
import { barsFit, barsPadding, type Padding } from './viewer-bars.ts';
import { addFullscreenButton } from './viewer-fullscreen.ts';
import { viewerItems } from './viewer-items.ts';

/**
 * PhotoSwipe 5, in a chunk of its own that loads when the visitor comes to the gallery (or at the
 * click that opens it); its stylesheet is in theme.css. The options of the shop: no share, no
 * history, no animations, no auto-idle (PhotoSwipe 5 has none of the three), captions as text,
 * focus trapped and returned.
 */
const TEXTS = {
  en: { label: 'Product image gallery', close: 'Close (Esc)', zoom: 'Zoom in/out', fullscreen: 'Toggle fullscreen', prev: 'Previous (arrow left)', next: 'Next (arrow right)', image: 'The image', failed: ' could not be loaded.' },
  ru: { label: 'Галерея изображений товара', close: 'Закрыть (Esc)', zoom: 'Увеличить/уменьшить', fullscreen: 'Переключить полноэкранный режим', prev: 'Назад (стрелка влево)', next: 'Вперёд (стрелка вправо)', image: 'Изображение', failed: ' не удалось загрузить.' },
};

/**
 * Opens the viewer on the slides' images at slide `at` (kept within them). Their items are read
 * here, in the viewer's chunk rather than the entry's: none (a theme's slides without an image)
 * opens nothing and gives null.
 */
export function openViewer(doc: Document, slides: readonly Element[], at: number, lang: Language): PhotoSwipe | null {
  const items = viewerItems(slides);
  if (items.length === 0) return null;
  const t = TEXTS[lang];
  const pswp: PhotoSwipe = new PhotoSwipe({
    dataSource: items.map((item) => ({ ...item, width: item.width || undefined, height: item.height || undefined })),
    index: Math.min(Math.max(at, 0), items.length - 1),
    appendToEl: doc.body,
    // PhotoSwipe 4's backdrop, which WooCommerce leaves at its default: solid. PhotoSwipe 5's
    // default (0.8) let the page show through.
    bgOpacity: 1,
    showHideAnimationType: 'none',
    showAnimationDuration: 0,
    hideAnimationDuration: 0,
    zoomAnimationDuration: 0,
    closeTitle: t.close,
    zoomTitle: t.zoom,
    arrowPrevTitle: t.prev,
    arrowNextTitle: t.next,
    errorMsg: `${t.image}${t.failed}`,
    mainClass: 'pswp--woocommerce',
    // The image between PhotoSwipe 4's bars where they fit (a mouse, a wide screen): with
    // PhotoSwipe 5's default, none, it filled the window under the toolbar and the caption, and
    // an image as tall as the window could not be zoomed by a click, which closed the viewer.
    paddingFn: (_viewport, item): Padding => {
      const root = pswp.element;
      const fit = barsFit(pswp.gestures.supportsTouch, Boolean(root?.classList.contains('pswp--has_mouse')), doc.defaultView?.screen.width ?? 0);
      return barsPadding(fit, String(item.caption ?? ''), () => (root ? captionHeight(root, String(item.caption)) : 0));
    },
  });
  // 'The image could not be loaded.' with a link to the image (PhotoSwipe 4's message, which WooCommerce showed).
  pswp.addFilter('contentErrorElement', (element, content) => {
    const link = doc.createElement('a');
    link.href = String(content.data.src ?? '');
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = t.image;
    const box = element.querySelector('.pswp__error-msg') ?? element;
    box.replaceChildren(link, t.failed);
    return element;
  });
  pswp.on('uiRegister', () => {
    pswp.ui?.registerElement({
      name: 'caption',
      order: 9,
      isButton: false,
      appendTo: 'root',
      onInit: (el) => {
        el.classList.add('pswp__caption');
        pswp.on('change', () => {
          el.textContent = String(pswp.currSlide?.data.caption ?? '');
        });
      },
    });
  });
  addFullscreenButton(pswp, doc, t.fullscreen);
  followPhotoSwipe4Swipes(pswp);
  // PhotoSwipe only pulls focus back when it lands outside; Tab from the last button would still
  // leave. single-product.js cycles Tab and Shift+Tab among the viewer's buttons; so do we.
  const onKeydown = (event: KeyboardEvent) => {
    if (pswp.element) trapTab(event, pswp.element);
  };
  doc.addEventListener('keydown', onKeydown, true);
  pswp.on('destroy', () => doc.removeEventListener('keydown', onKeydown, true));
  pswp.init();
  pswp.element?.setAttribute('aria-modal', 'true');
  pswp.element?.setAttribute('aria-label', t.label);
  return pswp;
}

/**
 * The height `caption` takes in the viewer's caption bar, measured in a hidden copy of it, as
 * PhotoSwipe 4 measured its; the copy goes at once, so `.pswp__caption` is only the one seen.
 */
function captionHeight(root: HTMLElement, caption: string): number {
  const copy = root.ownerDocument.createElement('div');
  copy.className = 'pswp__caption pswp__caption--fake';
  copy.textContent = caption;
  root.append(copy);
  const height = copy.getBoundingClientRect().height;
  copy.remove();
  return height;
}
