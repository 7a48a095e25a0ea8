import type { BehaviourContext, BehaviourDefinition, LazyClick } from './define.ts';
import { loadOnce } from './load-once.ts';
import { paramsPrinted } from './params-printed.ts';
import { within } from './registry.ts';
import { reportFailure } from './report-failure.ts';
import { warmOnApproach } from './triggers/approach.ts';
import { webUrl } from '../services/safe-url.ts';

export interface BehaviourHost {
  /** Upgrades the behaviours' elements in `root` that were not upgraded yet. */
  upgrade(root: ParentNode): void;
  /** The same, one step per behaviour: the page's start runs them in slices of its tasks. */
  upgradeSteps(root: ParentNode): Array<() => void>;
  /** Installs every behaviour's listeners (and the lazy clicks' one listener). */
  listen(): void;
  /** Aborts every behaviour's signal: their listeners and timers go with it. */
  stop(): void;
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** One behaviour as the host holds it: its context and the elements it has upgraded. */
interface Hosted {
  readonly behaviour: BehaviourDefinition;
  readonly ctx: BehaviourContext<unknown>;
  readonly upgraded: WeakSet<Element>;
}

/**
 * The behaviours' lifecycle, owned here rather than in each behaviour: one AbortSignal for all
 * their listeners, their chunks fetched once each with one failure path, and their lazy clicks.
 */
export function createBehaviourHost(doc: Document, behaviours: readonly BehaviourDefinition[], track: <T>(work: Promise<T>) => Promise<T>): BehaviourHost {
  const controller = new AbortController();
  const { signal } = controller;

  function host(behaviour: BehaviourDefinition): Hosted {
    // A behaviour without a chunk that asks for one gets the failure path (typed code cannot).
    const load = loadOnce(async () => behaviour.chunk!());
    const reportedOn = new WeakSet<Element>();
    let reportedAlone = false;
    const report = (el: Element | undefined, failure: unknown) => {
      if (el) {
        if (reportedOn.has(el)) return;
        reportedOn.add(el);
        reportFailure(el, behaviour.name, failure);
      } else if (!reportedAlone) {
        reportedAlone = true;
        console.error(`[theme] behaviour "${behaviour.name}": its code did not load:`, failure);
      }
    };
    const ctx: BehaviourContext<unknown> = {
      doc,
      signal,
      // Tracked, so that the runtime's whenIdle waits for it (a page is at rest once the
      // password fields have their show/hide button).
      chunk: (el) =>
        track(
          load().catch((failure: unknown) => {
            report(el, failure);
            return null;
          }),
        ),
    };
    return { behaviour, ctx, upgraded: new WeakSet() };
  }
  const win = doc.defaultView ?? window;
  const hosted = behaviours.filter((behaviour) => paramsPrinted(win, behaviour.needs)).map(host);

  function listenForClicks(name: string, clicks: readonly LazyClick[]): void {
    const rows = clicks.filter((click) => paramsPrinted(win, click.needs)).map((click) => ({ click, load: loadOnce(click.load) }));
    // Each click runs after the one before it: imports of one chunk do not promise to settle in
    // call order (a loaded machine once sent two quick adds to cart swapped); WooCommerce's queue
    // keeps click order.
    let previous: Promise<unknown> = Promise.resolve();
    doc.addEventListener(
      'click',
      (event) => {
        // A click another script prevented is still the classic handlers' (jQuery's: WooCommerce's
        // add to cart acts on it), but not a link's own (plainOnly), which would not be followed.
        for (const { click, load } of rows) {
          const el = (event.target as Element | null)?.closest?.<HTMLElement>(click.selector);
          if (!el) continue;
          if (click.plainOnly && (modified(event) || event.defaultPrevented)) return;
          event.preventDefault();
          if (click.pressed) el.classList.add(click.pressed);
          const loading = load();
          previous = previous
            .then(() => loading)
            .then(
              (chunk) => chunk.default(el, doc),
              (error: unknown) => {
                reportFailure(el, name, error);
                // What the click does without the bundle: the link leads where it leads.
                // (Only to a web address: a malformed or javascript: one leads nowhere.)
                const href = el.getAttribute('href');
                const url = href && href !== '#' ? webUrl(href, doc.baseURI) : null;
                if (url) doc.location.assign(url.href);
                else if (click.pressed) el.classList.remove(click.pressed);
              },
            );
          return;
        }
      },
      { signal },
    );
    // A failure is the click's to report, with its way back (above): it gets the same promise.
    for (const { click, load } of rows) if (click.warm) warmOnApproach(doc, click.selector, load, signal);
  }

  function upgradeSteps(root: ParentNode): Array<() => void> {
    return hosted.map(({ behaviour, ctx, upgraded }) => () => {
      if (!behaviour.selector || !behaviour.upgrade) return;
      for (const el of within(root, behaviour.selector)) {
        if (upgraded.has(el)) continue;
        upgraded.add(el);
        try {
          behaviour.upgrade(el, ctx);
        } catch (error) {
          reportFailure(el, behaviour.name, error);
        }
      }
    });
  }

  return {
    upgrade: (root) => upgradeSteps(root).forEach((step) => step()),
    upgradeSteps,
    listen() {
      for (const { behaviour, ctx } of hosted) {
        try {
          if (behaviour.clicks) listenForClicks(behaviour.name, behaviour.clicks);
          behaviour.listen?.(ctx);
        } catch (error) {
          console.error(`[theme] behaviour "${behaviour.name}" failed to start:`, error);
        }
      }
    },
    stop: () => controller.abort(),
  };
}
