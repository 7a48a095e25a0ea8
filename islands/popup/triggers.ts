import { later } from '../../src/services/timers.ts';
import { clickSelector } from './click-selector.ts';
import { isSelector } from '../../src/services/selector.ts';
import { onAction } from './hooks.ts';
import type { PopupContext } from './popup-context.ts';
import { formKeyMatches, type FormSuccessArgs } from './pum.ts';
import type { Typed } from './settings.ts';

/**
 * The popup's triggers, armed until `signal` aborts: `click_open` (its links and buttons marked
 * `pum-trigger`; Ctrl or `do_default` follow the link), `auto_open` (after its delay) and
 * `form_submission` (a matching form's success, after its delay). `mayOpen` says whether a
 * trigger may open the popup when it fires (not shown yet, no suppressing cookie, conditions met).
 */
export function armTriggers(ctx: PopupContext, mayOpen: (trigger: Typed) => boolean, open: (trigger: string) => void, signal: AbortSignal): void {
  const { win, settings, warn } = ctx;
  for (const trigger of settings.triggers) {
    if (trigger.type === 'click_open') armClickOpen(ctx, trigger, () => mayOpen(trigger), open, signal);
    else if (trigger.type === 'auto_open') {
      const delay = Number(trigger.settings.delay ?? 500);
      // Popup Maker starts this delay at its init, at the page's start; the island is armed later
      // (at idle, or once its chunk has come), so it waits only what is left: a popup due by then opens now.
      const since = win.performance.now() - ctx.foundAt;
      later(win, signal, Math.max(0, (Number.isFinite(delay) ? delay : 500) - since), () => {
        if (mayOpen(trigger)) open(`Auto Open - Delay: ${delay}`);
      });
    } else if (trigger.type === 'form_submission') {
      onAction(ctx.pum.hooks, 'pum.integration.form.success', (_form, args) => {
        if (!formKeyMatches(String(trigger.settings.form ?? 'any'), trigger.settings.formInstanceId ?? '', args as FormSuccessArgs) || !mayOpen(trigger)) return;
        later(win, signal, Number(trigger.settings.delay ?? 0) || 0, () => open('Form Submission'));
      }, signal);
    } else if (trigger.type !== 'admin_debug') {
      warn(`unknown trigger "${String(trigger.type)}" skipped`);
    }
  }
}

/** The selectors of click_open triggers that `PUM.disableClickTriggers` turned off, by popup. */
const disabledClicks = new WeakMap<Element, Set<string>>();

/** `PUM.getClickTriggerSelector`: the elements a click_open trigger with these settings opens the popup by. */
export function clickTriggerSelector(ctx: PopupContext, triggerSettings: Record<string, unknown>): string {
  return clickSelector(ctx.settings.id, ctx.settings.slug, triggerSettings.extra_selectors, isSelector(ctx.doc)).selector;
}

/**
 * `PUM.disableClickTriggers(popup, triggerSettings?)`: the click_open trigger with those settings,
 * or without them every trigger of a type `pum.disableClickTriggers.clickTriggerTypes` lists
 * (click_open), no longer opens the popup, and its elements lose `pum-trigger`, as Popup Maker
 * takes its handler off that selector.
 */
export function disableClickTriggers(ctx: PopupContext, triggerSettings?: Record<string, unknown>): void {
  const types = ctx.pum.hooks.applyFilters<string[]>('pum.disableClickTriggers.clickTriggerTypes', ['click_open']);
  const off = triggerSettings ? [triggerSettings] : ctx.settings.triggers.filter((trigger) => types.includes(String(trigger.type))).map((trigger) => trigger.settings);
  const disabled = disabledClicks.get(ctx.el) ?? new Set<string>();
  disabledClicks.set(ctx.el, disabled);
  for (const settings of off) {
    const selector = clickTriggerSelector(ctx, settings);
    disabled.add(selector);
    for (const node of ctx.doc.querySelectorAll<HTMLElement>(selector)) {
      node.classList.remove('pum-trigger');
      node.style.removeProperty('cursor');
    }
  }
}

function armClickOpen(ctx: PopupContext, trigger: Typed, mayOpen: () => boolean, open: (trigger: string) => void, signal: AbortSignal): void {
  const { doc, el, settings } = ctx;
  const { selector, invalidExtra } = clickSelector(settings.id, settings.slug, trigger.settings.extra_selectors, isSelector(doc));
  if (invalidExtra) ctx.warn(`extra selector "${invalidExtra}" is not a valid selector; skipped`);
  // Marked as Popup Maker marks them (theme CSS styles .pum-trigger), until the island goes.
  const marked = Array.from(doc.querySelectorAll<HTMLElement>(selector)).filter((node) => !node.classList.contains('pum-trigger'));
  for (const node of marked) {
    node.classList.add('pum-trigger');
    node.style.cursor = 'pointer';
  }
  signal.addEventListener('abort', () => marked.forEach((node) => (node.classList.remove('pum-trigger'), node.style.removeProperty('cursor'))), { once: true });
  doc.addEventListener(
    'click',
    (event) => {
      const source = (event.target as Element | null)?.closest?.(selector);
      if (!source || el.contains(source) || disabledClicks.get(el)?.has(selector) || !mayOpen()) return;
      const doDefault = trigger.settings.do_default === true || trigger.settings.do_default === '1' || source.hasAttribute('data-do-default') || source.matches('.do-default, .popmake-do-default, .pum-do-default');
      if (!event.ctrlKey && !doDefault) {
        event.preventDefault();
        event.stopPropagation();
      }
      open('Click Open');
    },
    { signal },
  );
}
