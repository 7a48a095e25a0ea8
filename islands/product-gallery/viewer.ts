import PhotoSwipe from 'photoswipe';
import type { Language } from '../../src/services/page-language.ts';
import { trapTab } from '../../src/ui/focus-trap.ts';
import { followPhotoSwipe4Swipes } from './photoswipe4-swipe.ts';
import type { ViewerItem } from './viewer-items.ts';

/**
 * PhotoSwipe 5, in a chunk of its own that loads when the visitor comes to the gallery (or at the
 * click that opens it); its stylesheet is in theme.css. The options of the shop: no share, no
 * history, no animations, no auto-idle (PhotoSwipe 5 has none of the three), captions as text,
 * focus trapped and returned.
 */
const TEXTS = {
  en: { label: 'Product image gallery', close: 'Close (Esc)', zoom: 'Zoom in/out', prev: 'Previous (arrow left)', next: 'Next (arrow right)', image: 'The image', failed: ' could not be loaded.' },
  ru: { label: 'Галерея изображений товара', close: 'Закрыть (Esc)', zoom: 'Увеличить/уменьшить', prev: 'Назад (стрелка влево)', next: 'Вперёд (стрелка вправо)', image: 'Изображение', failed: ' не удалось загрузить.' },
};

export function openViewer(doc: Document, items: ViewerItem[], index: number, lang: Language): PhotoSwipe {
  const t = TEXTS[lang];
  const pswp = new PhotoSwipe({
    dataSource: items.map((item) => ({ ...item, width: item.width || undefined, height: item.height || undefined })),
    index,
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
