import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { pageLanguage } from '../../src/services/page-language.ts';
import { createSwipeTracker } from '../../src/services/motion/swipe.ts';

const T = {
  en: { back: 'Back', open: 'Open submenu:' },
  ru: { back: 'Назад', open: 'Открыть подменю:' },
};

const OPEN = 'open';
const BODY_OPEN = 'off-canvas-open';
const LEVEL_OPEN = 'submenu-open';

/**
 * The mobile off-canvas menu. Toggles (`aria-controls` = the panel's id) open it; focus moves
 * to its first control and back to the toggle when it closes (close control, the layer, Escape,
 * a swipe right of 75 px). Each parent item gets a toggle that slides its submenu over the
 * level, and each submenu a back entry; theme.css does the sliding by the classes set here.
 */
const offCanvasMenu: IslandModule = {
  mount(panel, { doc }) {
    if (!panel.id) throw new IslandError('the panel has no id for its toggle to name');
    const toggles = Array.from(doc.querySelectorAll<HTMLElement>(`[aria-controls="${CSS.escape(panel.id)}"]`));
    if (toggles.length === 0) throw new IslandError(`no toggle has aria-controls="${panel.id}"`);
    const t = T[pageLanguage(doc)];
    const layer = doc.querySelector<HTMLElement>('.off-canvas-layer');
    const added: Element[] = [];
    let opener: HTMLElement | null = null;

    for (const item of panel.querySelectorAll<HTMLElement>('li.menu-item-has-children')) {
      const sub = item.querySelector(':scope > .sub-menu');
      if (!sub) continue;
      const label = item.querySelector(':scope > a')?.textContent?.trim() ?? '';
      const toggle = doc.createElement('button');
      toggle.type = 'button';
      toggle.className = 'submenu-toggle';
      toggle.setAttribute('aria-expanded', 'false');
      toggle.setAttribute('aria-label', `${t.open} ${label}`);
      toggle.innerHTML = '<span aria-hidden="true">›</span>';
      sub.before(toggle);
      const back = doc.createElement('li');
      back.className = 'menu-back';
      back.innerHTML = `<button type="button" class="menu-back__button"><span aria-hidden="true">‹ </span>${t.back}</button>`;
      sub.prepend(back);
      added.push(toggle, back);
    }

    const isOpen = () => panel.classList.contains(OPEN);
    const setLevel = (item: Element, open: boolean) => {
      item.classList.toggle(LEVEL_OPEN, open);
      item.querySelector(':scope > .submenu-toggle')?.setAttribute('aria-expanded', String(open));
    };
    const open = (toggle: HTMLElement) => {
      opener = toggle;
      panel.classList.add(OPEN);
      doc.body.classList.add(BODY_OPEN);
      for (const each of toggles) each.setAttribute('aria-expanded', 'true');
      panel.querySelector<HTMLElement>('button, a[href]')?.focus();
    };
    const close = () => {
      if (!isOpen()) return;
      panel.classList.remove(OPEN);
      doc.body.classList.remove(BODY_OPEN);
      for (const each of toggles) each.setAttribute('aria-expanded', 'false');
      for (const item of panel.querySelectorAll(`.${LEVEL_OPEN}`)) setLevel(item, false);
      (opener ?? toggles[0])!.focus();
    };

    const onToggle = (event: Event) => {
      event.preventDefault();
      if (isOpen()) close();
      else open(event.currentTarget as HTMLElement);
    };
    const onPanelClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest('button');
      if (!button) return;
      if (button.matches('.close-canvas-menu')) close();
      else if (button.matches('.submenu-toggle')) {
        const item = button.closest('li')!;
        setLevel(item, true);
        item.querySelector<HTMLElement>(':scope > .sub-menu > .menu-back > button')?.focus();
      } else if (button.matches('.menu-back__button')) {
        const item = button.closest('.sub-menu')?.closest('li');
        if (!item) return;
        setLevel(item, false);
        item.querySelector<HTMLElement>(':scope > .submenu-toggle')?.focus();
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen()) close();
    };
    // One finger; a pinch or a two-finger scroll on the panel never closes it.
    const tracker = createSwipeTracker();
    const fingers = (event: TouchEvent) => Array.from(event.changedTouches, (touch) => ({ id: touch.identifier, x: touch.clientX, y: touch.clientY, t: event.timeStamp }));
    const onTouchStart = (event: TouchEvent) => {
      // The first finger of a gesture: every finger now on the screen arrived with this event.
      let first = event.touches.length === event.changedTouches.length;
      for (const finger of fingers(event)) {
        tracker.down(finger, first);
        first = false;
      }
    };
    const onTouchMove = (event: TouchEvent) => fingers(event).forEach((finger) => tracker.move(finger));
    const onTouchEnd = (event: TouchEvent) => {
      for (const finger of fingers(event)) {
        // A swipe towards the right edge, the side the panel slides in from ('prev': the content moves right).
        if (tracker.up(finger) === 'prev') close();
      }
    };

    // One signal removes every listener on unmount.
    const listeners = new AbortController();
    const { signal } = listeners;
    for (const toggle of toggles) toggle.addEventListener('click', onToggle, { signal });
    layer?.addEventListener('click', close, { signal });
    panel.addEventListener('click', onPanelClick, { signal });
    panel.addEventListener('touchstart', onTouchStart, { passive: true, signal });
    panel.addEventListener('touchmove', onTouchMove, { passive: true, signal });
    panel.addEventListener('touchend', onTouchEnd, { signal });
    panel.addEventListener('touchcancel', () => tracker.cancel(), { signal });
    doc.addEventListener('keydown', onKey, { signal });

    return () => {
      close();
      listeners.abort();
      for (const el of added) el.remove();
    };
  },
};

export default offCanvasMenu;
