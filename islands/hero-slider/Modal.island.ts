import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { CLOSE_PROTECTION_MS, parseModalSettings } from './modal-settings.ts';
import { loadModalScripts, modalSliderNode } from './modal-html.ts';
import { getModalHtml } from './server-calls.ts';
import { textsFor } from './texts.ts';
import { trapTab } from '../../src/ui/focus-trap.ts';

/**
 * A modal slider: `<rs-modal-cover data-alias>` opened by a link to `#<alias>` (or an element with
 * `data-rs-modal-trigger="<alias>"`, or the hash on load). Its HTML comes from the
 * `get_slider_html` call; the runtime then brings the slider (and any island in it) to life.
 * The cover fades in over the clamped cover speed; for 750 ms after opening it cannot be closed,
 * so the click that opened it cannot close it too.
 */
const sliderModal: IslandModule = {
  mount(el, { name, doc, signal }) {
    const result = parseModalSettings(el);
    if (!result.ok) throw new IslandError(result.error);
    const settings = result.props;
    const win = doc.defaultView ?? window;
    const texts = textsFor(doc);
    let openedAt = -Infinity;
    let returnFocus: HTMLElement | null = null;
    let loading: AbortController | null = null;
    let protection: number | undefined;

    el.setAttribute('role', 'dialog');
    el.setAttribute('aria-modal', 'true');
    el.setAttribute('aria-label', settings.alias);
    if (settings.coverColor) el.style.setProperty('--rs-cover', settings.coverColor);
    const frame = doc.createElement('div');
    frame.className = 'rs-modal';
    const close = doc.createElement('button');
    close.type = 'button';
    close.className = 'rs-modal-close';
    close.textContent = '×';
    close.setAttribute('aria-label', texts.close);
    frame.append(close);

    const isOpen = () => el.hasAttribute('data-rs-open');

    async function fill(signal: AbortSignal): Promise<void> {
      const answer = await getModalHtml(doc, settings.alias);
      if (signal.aborted) return;
      await loadModalScripts(doc, answer);
      const node = await modalSliderNode(doc, answer);
      if (signal.aborted) return;
      frame.querySelector(':scope > rs-module-wrap')?.remove();
      frame.append(node);
      el.setAttribute('data-rs-loaded', '');
    }

    function open(trigger: HTMLElement | null): void {
      if (isOpen()) return;
      returnFocus = trigger ?? (doc.activeElement as HTMLElement | null);
      el.append(frame);
      el.setAttribute('data-rs-open', '');
      el.setAttribute('data-rs-cover-speed', String(settings.coverSpeedMs));
      el.setAttribute('data-rs-protected', '');
      openedAt = win.performance.now();
      protection = win.setTimeout(() => el.removeAttribute('data-rs-protected'), CLOSE_PROTECTION_MS);
      el.animate([{ opacity: 0 }, { opacity: 1 }], { duration: settings.coverSpeedMs, easing: 'ease-out' });
      close.focus();
      loading = new AbortController();
      const { signal } = loading;
      fill(signal).catch((error: unknown) => {
        if (signal.aborted) return;
        console.error(`[theme] island "${name}" on ${describeElement(el)}: the modal slider "${settings.alias}" could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        shut();
      });
    }

    function shut(): void {
      loading?.abort();
      win.clearTimeout(protection);
      el.removeAttribute('data-rs-open');
      el.removeAttribute('data-rs-protected');
      el.removeAttribute('data-rs-loaded');
      // The slider goes with it (the runtime unmounts it); the next opening asks again.
      frame.querySelector(':scope > rs-module-wrap')?.remove();
      frame.remove();
      returnFocus?.focus();
    }

    function requestClose(): void {
      if (win.performance.now() - openedAt < CLOSE_PROTECTION_MS) return;
      shut();
    }

    const triggerOf = (target: EventTarget | null) =>
      (target as Element | null)?.closest?.<HTMLElement>(`a[href="#${settings.alias}"], [data-rs-modal-trigger="${settings.alias}"]`) ?? null;

    const onClick = (event: MouseEvent) => {
      const trigger = triggerOf(event.target);
      if (trigger) {
        event.preventDefault();
        open(trigger);
        return;
      }
      if (!isOpen()) return;
      const target = event.target as Node;
      if (close.contains(target) || target === el) requestClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (!isOpen()) return;
      if (event.key === 'Escape') {
        requestClose();
        return;
      }
      // Focus stays in the dialog.
      trapTab(event, el);
    };
    const onHash = () => {
      if (win.location.hash.slice(1) === settings.alias) open(null);
    };
    doc.addEventListener('click', onClick, { signal });
    doc.addEventListener('keydown', onKey, { signal });
    win.addEventListener('hashchange', onHash, { signal });
    onHash();

    return () => {
      if (isOpen()) shut();
      for (const attr of ['role', 'aria-modal', 'aria-label', 'data-rs-cover-speed']) el.removeAttribute(attr);
      el.style.removeProperty('--rs-cover');
    };
  },
};

export default sliderModal;
