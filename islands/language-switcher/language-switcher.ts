import { IslandError, type IslandModule } from '../../src/runtime/define.ts';

/** WPML's own state class for an open dropdown (its keyboard script sets it; theme.css shows the sub-menu). */
const OPEN = 'wpml-ls-keyboard-open';

/**
 * WPML's legacy dropdown: the current language's toggle opens the list of the others. It opens
 * on hover (the hover template), by a click that pins it open, and by Enter, Space or Arrow
 * Down on the toggle; Escape closes it and returns focus to the toggle, as do a click outside
 * and focus leaving it. The toggle link never navigates.
 */
const languageSwitcher: IslandModule = {
  mount(root, { doc }) {
    const item = root.querySelector<HTMLElement>('.wpml-ls-current-language');
    const toggle = item?.querySelector<HTMLElement>('.js-wpml-ls-item-toggle');
    const menu = item?.querySelector<HTMLElement>('.wpml-ls-sub-menu');
    if (!item || !toggle || !menu) throw new IslandError('no .wpml-ls-current-language with a .js-wpml-ls-item-toggle and a .wpml-ls-sub-menu');
    const hoverable = !root.classList.contains('wpml-ls-legacy-dropdown-click');
    let hovered = false;
    let pinned = false;

    const render = () => {
      const open = hovered || pinned;
      item.classList.toggle(OPEN, open);
      toggle.setAttribute('aria-expanded', String(open));
    };
    const closeAll = () => {
      hovered = pinned = false;
      render();
    };

    const onClick = (event: MouseEvent) => {
      if (!(event.target as Element).closest('.js-wpml-ls-item-toggle')) return;
      event.preventDefault();
      // A click while hover opened it pins it open; otherwise it toggles.
      pinned = hovered && !pinned ? true : !pinned;
      if (!pinned) hovered = false;
      render();
    };
    const onEnter = (event: PointerEvent) => {
      if (!hoverable || event.pointerType !== 'mouse') return;
      hovered = true;
      render();
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      hovered = false;
      render();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!hovered && !pinned) return;
        closeAll();
        toggle.focus();
      } else if (event.target === toggle && (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown')) {
        event.preventDefault();
        pinned = event.key === 'ArrowDown' || !pinned;
        render();
        if (event.key === 'ArrowDown') menu.querySelector<HTMLElement>('a')?.focus();
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!item.contains(event.relatedTarget as Node | null)) closeAll();
    };
    const onOutside = (event: MouseEvent) => {
      if (pinned && !root.contains(event.target as Node)) closeAll();
    };

    // One signal removes every listener on unmount.
    const listeners = new AbortController();
    const { signal } = listeners;
    root.addEventListener('click', onClick, { signal });
    item.addEventListener('pointerenter', onEnter, { signal });
    item.addEventListener('pointerleave', onLeave, { signal });
    item.addEventListener('keydown', onKey, { signal });
    item.addEventListener('focusout', onFocusOut, { signal });
    doc.addEventListener('click', onOutside, { signal });
    render();

    return () => {
      listeners.abort();
      item.classList.remove(OPEN);
      toggle.setAttribute('aria-expanded', 'false');
    };
  },
};

export default languageSwitcher;
