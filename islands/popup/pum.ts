import { wcNode, wcSet } from '../../src/services/wc-events.ts';
import { earlyHooks } from './early-pum.ts';
import { cf7LegacyCloseDelay } from './form-delay.ts';
import { createHooks, type Hooks } from './hooks.ts';
import { providePopmake } from './popmake-method.ts';
import type { PopupSettings } from './settings.ts';

/** What the PUM API needs of one popup island. */
export interface PopupHandle {
  id: number;
  el: HTMLElement;
  settings: PopupSettings;
  isOpen(): boolean;
  open(trigger?: string): void;
  close(reason?: string): void;
  reposition(): void;
  setCookie(settings?: Record<string, unknown>): void;
  formSuccess(form: HTMLFormElement | null, settings: Record<string, unknown>): void;
  /** Its conditions pass now (`PUM.checkConditions`). */
  checkConditions(): boolean;
  clickTriggerSelector(triggerSettings: Record<string, unknown>): string;
  disableClickTriggers(triggerSettings?: Record<string, unknown>): void;
}

/** `open(…, callback)`, `close(…, callback)`: the callback runs once the popup has opened or closed (`event`). */
export function afterPopupEvent(popup: PopupHandle, event: 'pumAfterOpen' | 'pumAfterClose', callback: unknown): void {
  if (typeof callback === 'function') popup.el.addEventListener(event, () => (callback as () => void)(), { once: true });
}

/** A callback theme code passed (`clearCookie(name, callback)`), called now. */
const callBack = (callback: unknown) => void (typeof callback === 'function' && (callback as () => void)());

/** One registry and one hook bus per window: every popup island of the page shares them. */
export interface PumState {
  popups: Map<number, PopupHandle>;
  hooks: Hooks;
  lastOpenTrigger: string | null;
  lastCloseTrigger: string | null;
  /** The showing popups that close on a key (Escape, F4), in the order they opened (close-triggers.ts). */
  keyClosers: number[];
}

const states = new WeakMap<Window, PumState>();

type Target = number | string | Element | { jquery?: string; 0?: Element } | null | undefined;

/** An element, or the first of a jQuery set (what Popup Maker's API takes: `$form`, `$(popup)`). */
function elementOf(target: Element | { 0?: Element } | null | undefined): Element | null {
  return target instanceof Element ? target : (target?.[0] ?? null);
}

/** The popup a target names: its id, `current`/`open`, a selector, or an element in it (or a jQuery set of one). */
export function resolve(state: PumState, doc: Document, target: Target): PopupHandle | undefined {
  if (target === null || target === undefined) return undefined;
  if (typeof target === 'number' || (typeof target === 'string' && /^\d+$/.test(target))) return state.popups.get(Number(target));
  if (target === 'current' || target === 'open') return Array.from(state.popups.values()).find((p) => p.isOpen());
  if (typeof target === 'string') {
    const el = doc.querySelector(target);
    return el ? resolve(state, doc, el) : undefined;
  }
  const overlay = elementOf(target)?.closest('.pum');
  return overlay ? Array.from(state.popups.values()).find((p) => p.el === overlay) : undefined;
}

/**
 * `window.PUM`: the public API of Popup Maker over our islands (open and close with their
 * callbacks, getSettings, getSetting, getPopup, isOpen, checkConditions, getCookie, setCookie,
 * clearCookie, clearCookies, preventOpen, getClickTriggerSelector, disableClickTriggers, hooks),
 * so theme code and extensions that call it keep working. Installed once per window.
 */
export function pumState(doc: Document, cookieApi: { get(name: string): string | undefined; clear(name: string): void }): PumState {
  const win = doc.defaultView ?? window;
  let state = states.get(win);
  if (state) return state;
  // The hooks of the early window.PUM (early-pum.ts), with what theme code added to them before.
  state = { popups: new Map(), hooks: earlyHooks(win) ?? createHooks(), lastOpenTrigger: null, lastCloseTrigger: null, keyClosers: [] };
  states.set(win, state);
  const s = state;
  const api = {
    hooks: s.hooks,
    open: (target: Target, callback?: unknown) => {
      const popup = resolve(s, doc, target);
      if (!popup) return;
      afterPopupEvent(popup, 'pumAfterOpen', callback);
      popup.open('PUM.open');
    },
    close: (target: Target, callback?: unknown) => {
      const popup = resolve(s, doc, target);
      if (!popup) return;
      afterPopupEvent(popup, 'pumAfterClose', callback);
      popup.close('PUM.close');
    },
    // A jQuery set, as Popup Maker's, when jQuery is on the page (theme code goes on with
    // .on(), .find(), .popmake()); the overlay element otherwise. `open` and `closed` name every
    // popup open or closed, in the page's order, as Popup Maker's selectors find them (a list
    // without jQuery).
    getPopup: (target: Target) => {
      if (target === 'open' || target === 'closed') return wcSet(doc, Array.from(doc.querySelectorAll(target === 'open' ? '.pum-overlay.pum-active' : '.pum-overlay:not(.pum-active)')));
      const el = resolve(s, doc, target)?.el;
      return el ? wcNode(el) : null;
    },
    getSettings: (target: Target) => {
      const popup = resolve(s, doc, target);
      return popup ? structuredClone(popup.settings) : {};
    },
    getSetting: (target: Target, path: string, fallback?: unknown) => {
      const popup = resolve(s, doc, target);
      const value = popup ? path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), popup.settings) : undefined;
      return value === undefined ? fallback : value;
    },
    isOpen: (target: Target) => resolve(s, doc, target)?.isOpen() ?? false,
    checkConditions: (target: Target) => resolve(s, doc, target)?.checkConditions() ?? false,
    getClickTriggerSelector: (target: Target, triggerSettings?: Record<string, unknown>) => resolve(s, doc, target)?.clickTriggerSelector(triggerSettings ?? {}),
    // Without a popup Popup Maker does nothing ("disable all triggers. Not available yet.").
    disableClickTriggers: (target: Target, triggerSettings?: Record<string, unknown>) => resolve(s, doc, target)?.disableClickTriggers(triggerSettings),
    preventOpen: (target: Target) => resolve(s, doc, target)?.el.classList.add('preventOpen'),
    getCookie: (name: string) => cookieApi.get(name),
    setCookie: (target: Target, settings?: Record<string, unknown>) => resolve(s, doc, target)?.setCookie(settings),
    clearCookie: (name: string, callback?: unknown) => {
      cookieApi.clear(name);
      callBack(callback);
    },
    clearCookies: (target: Target, callback?: unknown) => {
      const popup = resolve(s, doc, target);
      for (const cookie of popup?.settings.cookies ?? []) if (typeof cookie.settings.name === 'string') cookieApi.clear(cookie.settings.name);
      callBack(callback);
    },
    get last_open_trigger() {
      return s.lastOpenTrigger;
    },
    get last_close_trigger() {
      return s.lastCloseTrigger;
    },
    forms: {
      success: (form: Element, settings: Record<string, unknown> = {}) => {
        const popup = resolve(s, doc, form);
        popup?.formSuccess(form instanceof HTMLFormElement ? form : null, settings);
      },
    },
    integrations: {
      formSubmission: (form: HTMLFormElement | { 0?: HTMLFormElement } | null, args: FormSubmissionArgs) => formSubmission(s, doc, elementOf(form) as HTMLFormElement | null, args),
    },
  };
  // Contact Form 7 in a popup (Popup Maker's contactform7 integration): a sent form is a conversion.
  doc.addEventListener('wpcf7mailsent', (event) => {
    const detail = ((event as CustomEvent).detail ?? {}) as { contactFormId?: number; unitTag?: string; id?: string };
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const unit = String(detail.id ?? detail.unitTag ?? '');
    formSubmission(s, doc, form, { formProvider: 'contactform7', formId: detail.contactFormId ?? null, formInstanceId: unit.split('-').pop()?.replace('o', '') ?? null });
    // Then PUM.forms.success, with or without settings, as the integration calls it: the popup
    // around the form hears pumFormSuccess (its form-success cookies). PM ≤1.8 printed the
    // form's popup settings as JSON in input.wpcf7-pum.
    if (!form) return;
    const legacy = form.querySelector<HTMLInputElement>('input.wpcf7-pum')?.value;
    let settings: Record<string, unknown> = {};
    try {
      if (legacy) settings = cf7LegacyCloseDelay(JSON.parse(legacy) as Record<string, unknown>);
    } catch {
      console.warn('[theme] popup: input.wpcf7-pum is not valid JSON; ignored');
    }
    api.forms.success(form, settings);
  });
  const w = win as Window & { PUM?: unknown; pum?: { hooks?: Hooks } };
  w.PUM = api;
  w.pum = { ...(w.pum ?? {}), hooks: s.hooks };
  providePopmake(doc, s);
  return state;
}

export interface FormSubmissionArgs {
  formProvider: string;
  formId?: string | number | null;
  formInstanceId?: string | number | null;
  extras?: Record<string, unknown>;
  ajax?: boolean;
}

export interface FormSuccessArgs {
  popup: HTMLElement | null;
  popupId: number | null;
  formProvider: string;
  formId: string | number | null;
  formInstanceId: string | number | null;
  formKey: string;
  ajax: boolean;
  tracked: boolean;
}

/**
 * PUM.integrations.formSubmission: the hub every form integration reports a success to. The
 * popup around the form counts a conversion; the `pum.integration.form.success` action lets
 * triggers, cookies and close-on-submission react.
 */
export function formSubmission(state: PumState, _doc: Document, form: HTMLFormElement | null, args: FormSubmissionArgs): void {
  const popup = form?.closest<HTMLElement>('.pum') ?? null;
  const handle = popup ? Array.from(state.popups.values()).find((p) => p.el === popup) : undefined;
  const formKey = [args.formProvider, args.formId, args.formInstanceId].filter((part) => part !== null && part !== undefined && part !== '').join('_');
  const full: FormSuccessArgs = {
    popup,
    popupId: handle?.id ?? null,
    formProvider: args.formProvider,
    formId: args.formId ?? null,
    formInstanceId: args.formInstanceId ?? null,
    formKey,
    ajax: args.ajax ?? true,
    tracked: false,
  };
  if (popup) popup.dispatchEvent(new CustomEvent('pumConversion', { bubbles: true, detail: full }));
  state.hooks.doAction('pum.integration.form.success', form, full);
}

/**
 * checkFormKeyMatches: `any`, `pumsubform`, `<provider>_any`, or the form key starting with the
 * identifier. Popup Maker drops a non-empty instance id (`'' === id ? id : false`); so do we.
 */
export function formKeyMatches(identifier: string, instanceId: unknown, args: FormSuccessArgs): boolean {
  const instance = instanceId === '' ? '' : false;
  if (identifier === 'any') return true;
  if (identifier === 'pumsubform' && args.formProvider === 'pumsubform') return true;
  if (identifier === `${args.formProvider}_any`) return true;
  if (instance !== false && instance !== '' && args.formKey === `${identifier}_${instance}`) return true;
  return new RegExp(`^${identifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(_[d]*)?`).test(args.formKey);
}
