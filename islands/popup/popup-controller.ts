import type { IslandContext } from '../../src/runtime/define.ts';
import { describeElement } from '../../src/runtime/describe-element.ts';
import { cookies } from '../../src/services/cookies.ts';
import { later } from '../../src/services/timers.ts';
import { trapFocus } from '../../src/ui/focus-trap.ts';
import { armCloseTriggers } from './close-triggers.ts';
import { armCookies, conditionsPass, setCookie, triggerAllowed } from './cookies-and-conditions.ts';
import { sendBeacon } from './beacon.ts';
import { armPopupForms } from './form-submission.ts';
import { IDLE, nextFormStatus, type FormEvent, type FormStatus } from './form-status.ts';
import { armFormSuccess, formSuccess } from './on-form-success.ts';
import { openSound } from './open-sound.ts';
import type { PopupProps } from './parse-props.ts';
import type { PopupContext } from './popup-context.ts';
import { fadeOutContainer, fadeOutOverlay, animateOpening, fadeInDelayedClose } from './popup-motion.ts';
import { CLOSED, isShowing, nextPopup, type PopupEffect, type PopupEvent, type PopupState } from './popup-state.ts';
import { pumState, type PopupHandle } from './pum.ts';
import { clearPumCookie } from './pum-cookies.ts';
import { firePum } from './pum-events.ts';
import { stopMedia } from './stop-media.ts';
import { followResizes, measurePlacement } from './reposition.ts';
import { armTriggers, clickTriggerSelector, disableClickTriggers } from './triggers.ts';

/** What the view draws: the showing (popup-state.ts) and each sent form's state (form-status.ts). */
export interface PopupView {
  readonly showing: PopupState;
  readonly forms: ReadonlyMap<HTMLFormElement, FormStatus>;
}

export interface PopupModel extends PopupHandle {
  readonly ctx: PopupContext;
  /** The state the view draws; `subscribe` tells of each change (React's useSyncExternalStore). */
  view(): PopupView;
  subscribe(onChange: () => void): () => void;
  /** The view has gone (unmounted, or failed): the popup stops, as when the island's signal aborts. */
  end(): void;
}

/**
 * One popup: its state, and the effects each step of it asks for, carried out once the view
 * (Popup.tsx) has drawn the step, so that every event sees the popup as Popup Maker shows it
 * (`pumAfterOpen` an open popup, `pumAfterClose` a hidden one). The triggers, cookies, close
 * triggers, positioning, motion, sound, beacon and forms are parts of their own, each living on
 * a signal: the island's (`signal`), or the showing's, from its `show` to its `hide`.
 */
export function createPopup({ el, settings, doc, vars }: PopupProps, { signal, foundAt }: Pick<IslandContext, 'signal' | 'foundAt'>): PopupModel {
  const win = doc.defaultView ?? window;
  const pum = pumState(doc, { get: (name) => cookies.get(name), clear: (name) => clearPumCookie(name, vars.home_url) });
  const container = el.querySelector<HTMLElement>(':scope > .pum-container')!;
  const warn = (message: string) => console.warn(`[theme] popup ${settings.id} (${describeElement(el)}): ${message}`);
  const ctx: PopupContext = { el, container, doc, win, settings, vars, pum, foundAt, warn };
  // The island's life (linked to `signal` below), which the view's end cuts short too.
  const life = new AbortController();

  let view: PopupView = { showing: CLOSED, forms: new Map() };
  const listeners = new Set<() => void>();
  const commit = (next: PopupView) => {
    view = next;
    for (const listener of [...listeners]) listener();
  };
  // The showing's signal (close triggers, resizes, focus trap, close button timer) and the running animations'.
  let showing = new AbortController();
  let motion = new AbortController();
  const renew = (current: AbortController) => {
    current.abort();
    return new AbortController();
  };
  // What the last requests were about, for the events that name them.
  let openTrigger = 'unknown';
  let closeReason = 'unknown';
  const playSound = openSound(settings, vars.soundsUrl, win, warn, life.signal);

  function step(event: PopupEvent): void {
    const next = nextPopup(view.showing, event);
    if (next.state !== view.showing) commit({ ...view, showing: next.state });
    for (const effect of next.effects) effects[effect]();
  }

  function reposition(): void {
    firePum(el, 'pumBeforeReposition');
    step({ type: 'placed', ...measurePlacement(ctx) });
  }

  const effects: Record<PopupEffect, () => void> = {
    'before-open': () => {
      firePum(el, 'pumBeforeOpen', { trigger: openTrigger });
      const prevented = el.classList.contains('preventOpen') || pum.hooks.applyFilters<boolean>('popupMaker.popup.preventOpen', false, el) === true;
      step({ type: 'open', allowed: !prevented, stackable: settings.stackable, closeDelayed: settings.close_button_delay > 0 });
    },
    'open-prevented': () => {
      el.classList.remove('preventOpen');
      firePum(el, 'pumOpenPrevented');
    },
    'close-others': () => {
      for (const other of pum.popups.values()) if (other !== handle && other.isOpen()) other.close('Stacking');
    },
    show: () => {
      pum.lastOpenTrigger = openTrigger;
      showing = renew(showing); // a popup opened again while its closing faded
      armCloseTriggers(ctx, close, showing.signal);
      followResizes(ctx, reposition, showing.signal);
      reposition();
      motion = renew(motion);
      void animateOpening(ctx, motion.signal).then(() => step({ type: 'opened' }));
    },
    'finish-open': () => {
      if (!el.classList.contains('pum-accessibility-disabled')) trapFocus(container, doc, showing.signal);
      firePum(el, 'pumAfterOpen');
      playSound?.();
      sendBeacon(ctx, 'open');
      // Islands in the popup's content (counters, tabs, forms) come alive now that it shows.
      (win as Window & { themeIslands?: { scan(root: ParentNode): void } }).themeIslands?.scan(el);
    },
    'reveal-close-later': () => later(win, showing.signal, settings.close_button_delay, () => step({ type: 'close-button-due' })),
    'fade-in-close': () => fadeInDelayedClose(ctx, showing.signal),
    'before-close': () => {
      firePum(el, 'pumBeforeClose', { reason: closeReason });
      step({ type: 'close', allowed: !el.classList.contains('preventClose') });
    },
    'close-prevented': () => {
      el.classList.remove('preventClose');
      firePum(el, 'pumClosePrevented');
    },
    'fade-out': () => {
      motion = renew(motion); // the opening stops where it is
      void fadeOutContainer(ctx, motion.signal).then((overlayFades) => step({ type: 'closed', overlayFades }));
    },
    'fade-out-overlay': () => {
      if (!view.showing.overlayFading) return; // a pumAfterClose handler opened it again
      motion = renew(motion);
      void fadeOutOverlay(ctx, motion.signal).then(() => step({ type: 'overlay-faded' }));
    },
    hide: () => {
      showing.abort();
      stopMedia(el);
      firePum(el, 'pumAfterClose');
    },
    placed: () => firePum(el, 'pumAfterReposition'),
  };

  // Whether a request goes anywhere is popup-state's to say (opening an open popup does nothing).
  function open(trigger = 'unknown'): void {
    openTrigger = trigger;
    step({ type: 'ask-open' });
  }

  function close(reason = 'unknown'): void {
    closeReason = reason;
    step({ type: 'ask-close' });
  }

  const updateForm = (form: HTMLFormElement, event: FormEvent) =>
    commit({ ...view, forms: new Map(view.forms).set(form, nextFormStatus(view.forms.get(form) ?? IDLE, event)) });

  const handle: PopupModel = {
    id: settings.id,
    el,
    settings,
    ctx,
    isOpen: () => isShowing(view.showing.phase),
    open,
    close,
    reposition,
    setCookie: (cookie = {}) => setCookie(ctx, { name: `pum-${settings.id}`, time: '+30 days', ...cookie }),
    formSuccess: (form, formSettings) => formSuccess(ctx, form, formSettings, close, life.signal),
    checkConditions: () => conditionsPass(ctx),
    clickTriggerSelector: (triggerSettings) => clickTriggerSelector(ctx, triggerSettings),
    disableClickTriggers: (triggerSettings) => disableClickTriggers(ctx, triggerSettings),
    view: () => view,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    end: () => life.abort(),
  };

  // Nothing armed here can fire before the view has mounted: triggers wait for a click, a timer or a hook.
  armTriggers(ctx, (trigger) => !isShowing(view.showing.phase) && triggerAllowed(ctx, trigger), open, life.signal);
  armCookies(ctx, life.signal);
  armFormSuccess(ctx, close, life.signal);
  armPopupForms(ctx, updateForm, handle.formSuccess, life.signal);
  pum.popups.set(settings.id, handle);
  life.signal.addEventListener(
    'abort',
    () => {
      // A popup that shows when its island goes is hidden at once (pumAfterClose), its focus given
      // back, its animations stopped where they are.
      motion.abort();
      step({ type: 'ended' });
      if (pum.popups.get(settings.id) === handle) pum.popups.delete(settings.id);
    },
    { once: true },
  );
  signal.addEventListener('abort', () => life.abort(), { once: true, signal: life.signal });
  if (signal.aborted) life.abort();
  return handle;
}
