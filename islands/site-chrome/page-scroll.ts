import { animateScroll, type ScrollAnimation } from '../../src/services/motion/animate-scroll.ts';
import { easeInOutQuint, swing } from '../../src/services/motion/easing.ts';
import type { FrameListener } from '../../src/services/motion/scroll-frames.ts';
import { SCROLL_TOP, isCurrentTarget, pageScrollDuration, pageScrollEnd } from './chrome-maths.ts';
import { samePageTarget } from '../../src/services/motion/same-page.ts';
import { linkRules } from '../../src/services/motion/link-rules.ts';
import { offsetSetting, pageScrollSettings, type PageScrollSettings } from '../../src/services/params/page-scroll-params.ts';
import { prefersReducedMotion } from '../../src/services/motion/reduced-motion.ts';

export const CLICKED = 'mPS2id-clicked';
export const TARGET = 'mPS2id-target';
export const HIGHLIGHT = 'mPS2id-highlight';


/**
 * An offset in pixels, or an element, or a selector of one: that element's height, plus its top
 * when it is fixed (a sticky header).
 */
export type Offset = number | string | HTMLElement;

function offsetPixels(offset: Offset, doc: Document): number {
  if (typeof offset === 'number') return offset;
  let el: HTMLElement | null = typeof offset === 'string' ? null : offset;
  try {
    el ??= doc.querySelector<HTMLElement>(offset as string);
  } catch {
    console.warn(`[theme] Page Scroll to id: the offset "${offset as string}" is neither a number nor a selector; using 0`);
  }
  if (!el) return 0;
  const fixed = doc.defaultView!.getComputedStyle(el).position === 'fixed';
  return el.offsetHeight + (fixed ? el.getBoundingClientRect().top : 0);
}

/** A link's own settings: `data-ps2id-offset`, and a `ps2id-speed-{ms}` class on it or its parent. */
function linkSettings(link: Element | undefined, settings: PageScrollSettings): PageScrollSettings {
  if (!link) return settings;
  const offset = offsetSetting(link.getAttribute('data-ps2id-offset'));
  const speedClass = [link, link.parentElement].flatMap((el) => Array.from(el?.classList ?? [])).find((name) => /^ps2id-speed-\d+$/.test(name));
  return {
    ...settings,
    ...(offset !== undefined ? { offset } : {}),
    ...(speedClass ? { speed: Number(speedClass.slice('ps2id-speed-'.length)) } : {}),
  };
}

/**
 * Page Scroll to id's scroll to a target: the clicked link alone carries `mPS2id-clicked`;
 * the page scrolls to the target's top less the offset (clamped to the page end) over 800 ms,
 * easeInOutQuint; at once under reduced motion. The plugin's printed settings (`mPS2id_params`:
 * scrollSpeed, autoScrollSpeed — 800 ms plus the share of the document crossed —, offset,
 * pageEndSmoothScroll) and a link's own (`data-ps2id-offset`, `ps2id-speed-{ms}`) override those
 * defaults; `offset`, when given, overrides both (`$.mPageScroll2id('scrollTo')`'s). A target the
 * plugin would skip (position: fixed) is left to the browser's own jump. With `appendHash`
 * printed, a link's `#id` goes into the address as the scroll starts. Nothing happens in a window
 * under `disablePluginBelow`.
 */
export function scrollToTarget(target: HTMLElement, doc: Document, link?: Element, offset?: Offset): ScrollAnimation | null {
  const win = doc.defaultView!;
  const rules = linkRules(doc);
  if (rules.disabled(win)) return null;
  if (target !== doc.body && win.getComputedStyle(target).position === 'fixed') {
    if (target.id) win.location.hash = target.id;
    return null;
  }
  if (link) {
    for (const other of doc.querySelectorAll(`.${CLICKED}`)) other.classList.remove(CLICKED);
    link.classList.add(CLICKED);
    rules.started(link, win);
  }
  const reduced = prefersReducedMotion(win);
  const settings = linkSettings(link, pageScrollSettings(doc));
  const { speed, autoSpeed, pageEnd } = settings;
  const above = offset ?? settings.offset;
  return animateScroll(
    win,
    (from) => {
      const docHeight = doc.documentElement.scrollHeight;
      const top = target === doc.body ? 0 : target.getBoundingClientRect().top + from;
      const to = pageScrollEnd(top, docHeight, win.innerHeight, target === doc.body ? 0 : offsetPixels(above, doc), pageEnd);
      return { to, duration: reduced ? 0 : autoSpeed ? pageScrollDuration(to - from, docHeight, speed) : speed };
    },
    easeInOutQuint,
  );
}

/** The scroll-to-top button's click: 1200 ms to the top (jQuery's swing), at once under reduced motion. */
export function scrollToTop(doc: Document): ScrollAnimation {
  const win = doc.defaultView!;
  const duration = prefersReducedMotion(win) ? 0 : SCROLL_TOP.duration;
  return animateScroll(win, () => ({ to: 0, duration }), swing);
}

/**
 * Highlighting: each target of a same-page link carries `mPS2id-target` while it is current
 * (plugin formula) and the links to it `mPS2id-highlight` (the links the plugin takes, or those
 * of a printed `highlightSelector`, but the excluded ones). One frame reads every target's box
 * first, then writes only the classes that change. Under `disablePluginBelow` nothing is current
 * and no link stays clicked, as the plugin takes its classes away there.
 */
export function highlightTargets(doc: Document): FrameListener | null {
  const rules = linkRules(doc);
  const byTarget = new Map<HTMLElement, HTMLAnchorElement[]>();
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')) {
    const target = rules.highlights(link) ? samePageTarget(link, doc) : null;
    if (!target || target === doc.body) continue;
    byTarget.set(target, [...(byTarget.get(target) ?? []), link]);
  }
  if (byTarget.size === 0) return null;
  const entries = Array.from(byTarget);
  const win = doc.defaultView!;
  return ({ height }) => {
    const disabled = rules.disabled(win);
    if (disabled) doc.querySelector(`.${CLICKED}`)?.classList.remove(CLICKED);
    // Disabled (a phone, often), no target is current: none is measured.
    const current = entries.map(([target]) => {
      if (disabled) return false;
      const rect = target.getBoundingClientRect();
      return isCurrentTarget(rect.top, rect.bottom, height);
    });
    entries.forEach(([target, links], i) => {
      if (target.classList.contains(TARGET) === current[i]) return;
      target.classList.toggle(TARGET, current[i]);
      for (const link of links) link.classList.toggle(HIGHLIGHT, current[i]);
    });
  };
}
