import { describeElement } from '../../src/runtime/describe-element.ts';
import { animationOf, CLOSE_MS, openAnimation } from './animation.ts';
import { checkConditions, detectDevice, type ConditionCallback } from './conditions.ts';
import { trapFocus } from '../../src/ui/focus-trap.ts';
import { clickSelector, formCloseDelayMs } from './form-delay.ts';
import { anyCookie, setPumCookie } from './pum-cookies.ts';
import { firePum } from './pum-events.ts';
import { formKeyMatches, type FormSuccessArgs, type PopupHandle, type PumState } from './pum.ts';
import { openSound } from './open-sound.ts';
import { place } from './placement.ts';
import { isShowing, nextPopup, type PopupEffect, type PopupEvent, type PopupPhase } from './popup-state.ts';
import type { PopupSettings, Typed } from './settings.ts';
import { safeRedirect } from './safe-redirect.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';
import { later, throttle } from '../../src/services/timers.ts';

export interface ControllerEnv {
  doc: Document;
  state: PumState;
  vars: { home_url: string; cookie_domain: string; analytics: string | null; soundsUrl: string };
  /** Called after each open and close (the view re-renders). */
  onChange(): void;
}

const REPOSITION_THROTTLE_MS = 500;

/**
 * One popup's behaviour over Popup Maker's markup: triggers, cookies, conditions, opening and
 * closing with their animations, events, focus and position. The overlay stays the server's
 * node; this only sets its classes, styles and attributes, and undoes them in `destroy`.
 */
export function createPopup(el: HTMLElement, settings: PopupSettings, env: ControllerEnv): PopupHandle & { destroy(): void } {
  const { doc, state } = env;
  const win = doc.defaultView ?? window;
  const html = doc.documentElement;
  const container = el.querySelector<HTMLElement>('.pum-container')!;
  // The popup's lifetime (until destroy) and the time it is shown (until it closes): listeners,
  // timers and hooks are bound to one of the two signals rather than paired by hand.
  const life = new AbortController();
  const onDestroy = (undo: () => void) => life.signal.addEventListener('abort', undo, { once: true });
  let shown = new AbortController();
  const warn = (message: string) => console.warn(`[theme] popup ${settings.id} (${describeElement(el)}): ${message}`);
  let phase: PopupPhase = 'closed';
  let busy: Animation[] = [];
  const afterMs = (fn: () => void, ms: number) => later(win, life.signal, ms, fn);

  const sound = openSound(settings, env.vars.soundsUrl, win, warn);
  if (sound) onDestroy(() => sound.destroy());
  const callbacks = () => state.hooks.applyFilters<Record<string, ConditionCallback>>('popupMaker.conditionCallbacks', {});
  const conditionsPass = () => checkConditions(settings, detectDevice(win.navigator.userAgent), callbacks(), warn);
  const closeButtons = () => Array.from(el.querySelectorAll<HTMLElement>('.pum-close, .popmake-close'));

  function reposition(): void {
    firePum(el, 'pumBeforeReposition');
    if (settings.size === 'custom') {
      container.style.width = settings.custom_width;
      container.style.height = settings.custom_height_auto ? 'auto' : settings.custom_height;
    }
    container.style.position = settings.position_fixed ? 'fixed' : 'absolute';
    const box = container.getBoundingClientRect();
    const { top, left } = place(settings, { width: win.innerWidth, height: win.innerHeight }, { width: box.width, height: box.height }, doc.body.classList.contains('admin-bar'));
    container.style.top = `${top}px`;
    container.style.left = `${left}px`;
    firePum(el, 'pumAfterReposition');
  }

  function htmlClasses(add: boolean): void {
    const classes = ['pum-open', settings.overlay_disabled ? 'pum-open-overlay-disabled' : 'pum-open-overlay', settings.position_fixed ? 'pum-open-fixed' : 'pum-open-scrollable'];
    if (add) html.classList.add(...classes);
    else if (!Array.from(state.popups.values()).some((p) => p !== handle && p.isOpen())) {
      html.classList.remove('pum-open', 'pum-open-overlay', 'pum-open-overlay-disabled', 'pum-open-fixed', 'pum-open-scrollable');
    }
  }

  function beacon(event: 'open' | 'conversion'): void {
    if (!env.vars.analytics || settings.id <= 0 || doc.body.classList.contains('single-popup')) return;
    const url = new URL(env.vars.analytics, doc.baseURI);
    url.searchParams.set('event', event);
    url.searchParams.set('pid', String(settings.id));
    url.searchParams.set('_cache', String(Date.now()));
    new win.Image().src = url.href;
  }

  function setupClose(): void {
    shown.abort(); // a popup opened again while its closing faded
    shown = new AbortController();
    const { signal } = shown;
    const onButton = (event: Event) => {
      const button = (event.target as Element).closest('.pum-close, .popmake-close');
      if (!button || !el.contains(button)) return;
      if (!button.classList.contains('pum-do-default') && !button.hasAttribute('data-do-default')) event.preventDefault();
      state.lastCloseTrigger = 'Close Button';
      close('Close Button');
    };
    el.addEventListener('click', onButton, { signal });
    const onKey = (event: KeyboardEvent) => {
      if (settings.close_on_esc_press && event.key === 'Escape') {
        state.lastCloseTrigger = 'ESC Key';
        close('ESC Key');
      } else if (settings.close_on_f4_press && event.key === 'F4') {
        state.lastCloseTrigger = 'F4 Key';
        close('F4 Key');
      }
    };
    win.addEventListener('keyup', onKey, { signal });
    if (settings.close_on_overlay_click) {
      const onClick = (event: MouseEvent) => {
        if (event.target instanceof Node && !container.contains(event.target)) {
          state.lastCloseTrigger = 'Overlay Click';
          close('Overlay Click');
        }
      };
      // After this click's dispatch: the click that opened the popup must not close it.
      later(win, signal, 0, () => doc.addEventListener('click', onClick, { signal }));
    }
    const onResize = throttle(win, signal, REPOSITION_THROTTLE_MS, () => {
      if (!settings.disable_reposition) reposition();
    });
    win.addEventListener('resize', onResize, { signal });
    firePum(el, 'pumSetupClose');
  }

  // What the last requests were about, for the events that name them.
  let openTrigger = 'unknown';
  let closeReason = 'unknown';

  const effects: Record<PopupEffect, () => void> = {
    'before-open': () => {
      firePum(el, 'pumBeforeOpen', { trigger: openTrigger });
      const prevented = el.classList.contains('preventOpen') || state.hooks.applyFilters<boolean>('popupMaker.popup.preventOpen', false, el) === true;
      step({ type: 'open', allowed: !prevented, stackable: settings.stackable });
    },
    'open-prevented': () => {
      el.classList.remove('preventOpen');
      firePum(el, 'pumOpenPrevented');
    },
    'close-others': () => {
      for (const other of state.popups.values()) if (other !== handle && other.isOpen()) other.close('Stacking');
    },
    show: () => {
      state.lastOpenTrigger = openTrigger;
      el.style.zIndex = String(settings.zindex);
      el.style.display = 'block';
      el.classList.add('pum-active');
      container.classList.add('active');
      el.setAttribute('aria-modal', 'true');
      htmlClasses(true);
      if (settings.close_button_delay > 0) for (const button of closeButtons()) button.style.visibility = 'hidden';
      setupClose();
      reposition();
      const reduce = prefersReducedMotion(win);
      const type = animationOf(settings.animation_type) ?? (warn(`unknown animation "${settings.animation_type}"; opening without one`), 'none');
      const plan = openAnimation(reduce ? 'none' : type, settings.animation_origin, settings.animation_speed, settings.overlay_disabled);
      busy = [];
      if (plan.overlay.duration > 0) busy.push(el.animate(plan.overlay.keyframes, { duration: plan.overlay.duration, easing: 'ease-in-out' }));
      if (plan.container.duration > 0) busy.push(container.animate(plan.container.keyframes, { duration: plan.container.duration, delay: plan.container.delay, easing: 'ease-in-out', fill: 'backwards' }));
      el.setAttribute('data-pum-state', 'opening');
      void Promise.all(busy.map((a) => a.finished.catch(() => undefined))).then(() => step({ type: 'opened' }));
      env.onChange();
    },
    'finish-open': () => {
      el.setAttribute('data-pum-state', 'open');
      if (settings.close_button_delay > 0) afterMs(() => closeButtons().forEach((button) => (button.style.visibility = '')), settings.close_button_delay);
      if (!el.classList.contains('pum-accessibility-disabled')) trapFocus(container, doc, shown.signal);
      firePum(el, 'pumAfterOpen');
      sound?.play();
      beacon('open');
      // Islands in the popup's content (counters, tabs, forms) come alive now that it shows.
      (win as Window & { themeIslands?: { scan(root: ParentNode): void } }).themeIslands?.scan(el);
      env.onChange();
    },
    'before-close': () => {
      firePum(el, 'pumBeforeClose', { reason: closeReason });
      step({ type: 'close', allowed: !el.classList.contains('preventClose') });
    },
    'close-prevented': () => {
      el.classList.remove('preventClose');
      firePum(el, 'pumClosePrevented');
    },
    'fade-out': () => {
      for (const animation of busy) animation.cancel();
      el.setAttribute('data-pum-state', 'closing');
      const reduce = prefersReducedMotion(win);
      const fade = async (node: HTMLElement): Promise<void> => {
        if (!reduce) await node.animate([{ opacity: 1 }, { opacity: 0 }], { duration: CLOSE_MS }).finished.catch(() => undefined);
      };
      void fade(container)
        .then(() => (settings.overlay_disabled ? undefined : fade(el)))
        .then(() => step({ type: 'closed' }));
    },
    hide: () => {
      el.classList.remove('pum-active');
      container.classList.remove('active');
      el.style.display = 'none';
      el.setAttribute('aria-modal', 'false');
      el.setAttribute('data-pum-state', 'closed');
      htmlClasses(false);
      shown.abort();
      // Media stops with the popup (unless the theme keeps it playing).
      if (!el.classList.contains('pum-has-videos')) for (const video of Array.from(el.querySelectorAll('video'))) video.pause();
      firePum(el, 'pumAfterClose');
      env.onChange();
    },
  };

  function step(event: PopupEvent): void {
    const next = nextPopup(phase, event);
    phase = next.phase;
    for (const effect of next.effects) effects[effect]();
  }

  // Whether a request goes anywhere is popup-state's to say (opening an open popup does nothing).
  function openPopup(trigger = 'unknown'): void {
    openTrigger = trigger;
    step({ type: 'ask-open' });
  }

  function close(reason = 'unknown'): void {
    closeReason = reason;
    step({ type: 'ask-close' });
  }

  function setCookie(cookie: Record<string, unknown> = {}): void {
    setPumCookie({ name: `pum-${settings.id}`, time: '+30 days', ...cookie } as never, env.vars.home_url, env.vars.cookie_domain, warn);
  }

  /** PUM.forms.success: conversion settings of a form (or its answer) in this popup. */
  function formSuccess(form: HTMLFormElement | null, raw: Record<string, unknown>): void {
    const s: Record<string, unknown> = { openpopup: false, openpopup_id: 0, closepopup: false, closedelay: 0, redirect_enabled: false, redirect: '', cookie: false, ...raw };
    firePum(el, 'pumFormSuccess', { form });
    if (s.cookie !== false && s.cookie !== 'false' && s.cookie !== '') {
      setCookie({ name: `pum-${settings.id}`, time: '+1 year', ...(typeof s.cookie === 'object' && s.cookie ? (s.cookie as Record<string, unknown>) : {}) });
    }
    const after = () => {
      const next = Number(s.openpopup_id);
      if ((s.openpopup === true || s.openpopup === '1' || s.openpopup === 1) && next > 0) state.popups.get(next)?.open('Form Success');
      else if ((s.redirect_enabled === true || s.redirect_enabled === '1' || typeof s.redirect === 'string' && s.redirect !== '') && s.redirect) {
        const target = safeRedirect(String(s.redirect), win.location);
        if (target) win.location.assign(target);
        else warn(`redirect "${String(s.redirect)}" ignored: not an http(s) address on this site`);
      }
    };
    if (s.closepopup === true || s.closepopup === '1' || s.closepopup === 1) {
      afterMs(() => {
        close('Form Success');
        after();
      }, formCloseDelayMs(s.closedelay));
    } else after();
  }

  const handle: PopupHandle & { destroy(): void } = {
    id: settings.id,
    el,
    settings,
    isOpen: () => isShowing(phase),
    open: openPopup,
    close,
    reposition,
    setCookie,
    formSuccess,
    destroy() {
      shown.abort();
      life.abort();
    },
  };

  // Triggers. Each suppressing cookie and the conditions are checked when the trigger fires.
  const mayOpen = (trigger: Typed) => !isShowing(phase) && !anyCookie(trigger.settings.cookie_name) && conditionsPass();
  for (const trigger of settings.triggers) {
    if (trigger.type === 'click_open') {
      const { selector, invalidExtra } = clickSelector(settings.id, settings.slug, trigger.settings.extra_selectors, (candidate) => {
        try {
          doc.querySelector(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (invalidExtra) warn(`extra selector "${invalidExtra}" is not a valid selector; skipped`);
      const marked = Array.from(doc.querySelectorAll<HTMLElement>(selector)).filter((node) => !node.classList.contains('pum-trigger'));
      for (const node of marked) {
        node.classList.add('pum-trigger');
        node.style.cursor = 'pointer';
      }
      onDestroy(() => marked.forEach((node) => node.classList.remove('pum-trigger')));
      const onClick = (event: MouseEvent) => {
        const source = (event.target as Element | null)?.closest?.(selector);
        if (!source || el.contains(source) || !mayOpen(trigger)) return;
        const doDefault = trigger.settings.do_default === true || trigger.settings.do_default === '1' || source.hasAttribute('data-do-default') || source.matches('.do-default, .popmake-do-default, .pum-do-default');
        if (!event.ctrlKey && !doDefault) {
          event.preventDefault();
          event.stopPropagation();
        }
        openPopup('Click Open');
      };
      doc.addEventListener('click', onClick, { signal: life.signal });
    } else if (trigger.type === 'auto_open') {
      const delay = Number(trigger.settings.delay ?? 500);
      afterMs(() => {
        if (mayOpen(trigger)) openPopup(`Auto Open - Delay: ${delay}`);
      }, Number.isFinite(delay) ? delay : 500);
    } else if (trigger.type === 'form_submission') {
      const onSuccess = (_form: unknown, args: unknown) => {
        const a = args as FormSuccessArgs;
        if (!formKeyMatches(String(trigger.settings.form ?? 'any'), trigger.settings.formInstanceId ?? '', a) || !mayOpen(trigger)) return;
        afterMs(() => openPopup('Form Submission'), Number(trigger.settings.delay ?? 0) || 0);
      };
      state.hooks.addAction('pum.integration.form.success', onSuccess);
      onDestroy(() => state.hooks.removeAction('pum.integration.form.success', onSuccess));
    } else if (trigger.type !== 'admin_debug') {
      warn(`unknown trigger "${String(trigger.type)}" skipped`);
    }
  }

  // Cookies: each set on its event.
  const on = (name: string, fn: () => void) => {
    el.addEventListener(name, fn, { signal: life.signal });
  };
  for (const cookie of settings.cookies) {
    const set = () => setPumCookie(cookie.settings as never, env.vars.home_url, env.vars.cookie_domain, warn);
    const event = cookie.event ?? cookie.type;
    if (event === 'on_popup_open') on('pumAfterOpen', set);
    else if (event === 'on_popup_close') on('pumBeforeClose', set);
    else if (event === 'on_popup_conversion') on('pumConversion', set);
    else if (event === 'manual') on('pumSetCookie', set);
    else if (event === 'form_success' || event === 'ninja_form_success' || event === 'cf7_form_success' || event === 'gforms_form_success') on('pumFormSuccess', set);
    else if (event === 'pum_sub_form_success') {
      const onSuccess = (form: unknown, args: unknown) => {
        if ((args as FormSuccessArgs).formProvider === 'pumsubform' && form instanceof Element && el.contains(form)) set();
      };
      state.hooks.addAction('pum.integration.form.success', onSuccess);
      onDestroy(() => state.hooks.removeAction('pum.integration.form.success', onSuccess));
    } else if (event === 'form_submission') {
      const onSuccess = (form: unknown, args: unknown) => {
        const only = cookie.settings.only_in_popup === true || cookie.settings.only_in_popup === '1';
        if (only && !(form instanceof Element && el.contains(form))) return;
        if (formKeyMatches(String(cookie.settings.form ?? 'any'), cookie.settings.formInstanceId ?? '', args as FormSuccessArgs)) set();
      };
      state.hooks.addAction('pum.integration.form.success', onSuccess);
      onDestroy(() => state.hooks.removeAction('pum.integration.form.success', onSuccess));
    } else {
      warn(`unknown cookie event "${String(event)}" skipped`);
    }
  }

  // A form inside this popup succeeded: count it, and close after the configured delay.
  const onFormSuccess = (form: unknown, args: unknown) => {
    if (!(form instanceof Element) || !el.contains(form)) return;
    if ((args as FormSuccessArgs).ajax !== false) beacon('conversion');
    if (settings.close_on_form_submission) {
      // Milliseconds, as Popup Maker's setTimeout takes it (its admin field says so); only the
      // per-form closedelay of formSuccess is seconds.
      afterMs(() => {
        state.lastCloseTrigger = 'Form Submission';
        close('Form Submission');
      }, settings.close_on_form_submission_delay);
    }
  };
  state.hooks.addAction('pum.integration.form.success', onFormSuccess);
  onDestroy(() => state.hooks.removeAction('pum.integration.form.success', onFormSuccess));

  el.setAttribute('data-pum-state', 'closed');
  el.style.display = 'none';
  const overlayClass = settings.overlay_disabled && !el.classList.contains('pum-overlay-disabled');
  if (overlayClass) {
    el.classList.add('pum-overlay-disabled');
    onDestroy(() => el.classList.remove('pum-overlay-disabled'));
  }
  // Every [tabindex] inside is reachable, as pum-accessibility.js makes it (0), until destroy.
  for (const node of Array.from(el.querySelectorAll<HTMLElement>('[tabindex]'))) {
    const printed = node.getAttribute('tabindex')!;
    if (printed === '0') continue;
    node.tabIndex = 0;
    onDestroy(() => node.setAttribute('tabindex', printed));
  }
  // Forms in the popup say which popup they were sent from.
  for (const form of Array.from(el.querySelectorAll('form'))) {
    if (form.querySelector('input[name="pum_form_popup_id"]')) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = 'pum_form_popup_id';
    input.value = String(settings.id);
    form.append(input);
    onDestroy(() => input.remove());
  }
  onDestroy(() => {
    el.style.removeProperty('display');
    el.removeAttribute('data-pum-state');
  });
  return handle;
}
