import type { BehaviourContext, BehaviourDefinition, LazyClick, Unmount } from './define.ts';
import { reportFailure } from './report-failure.ts';

export interface BehaviourHost {
  /** Upgrades the behaviours' elements in `root` that were not upgraded yet. */
  upgrade(root: ParentNode): void;
  /** Installs every behaviour's listeners (and the lazy clicks' one listener). */
  listen(): void;
  /** Aborts every behaviour's signal and runs what their `listen` returned. */
  stop(): void;
}

/** What the visitor's click does without the bundle: a link is followed, a submit button submits. */
function clickWithoutBundle(el: HTMLElement, doc: Document): void {
  const href = el.getAttribute('href');
  if (href && href !== '#') {
    doc.location.assign(new URL(href, doc.baseURI).href);
    return;
  }
  const form = el instanceof HTMLButtonElement || el instanceof HTMLInputElement ? el.form : null;
  if (form && (el as HTMLButtonElement).type === 'submit') form.requestSubmit(el as HTMLButtonElement);
}

const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The behaviours' lifecycle, owned here rather than in each behaviour: one AbortSignal for all
 * their listeners, their chunks fetched once each with one failure path, and their lazy clicks.
 */
export function createBehaviourHost(doc: Document, behaviours: readonly BehaviourDefinition[]): BehaviourHost {
  const controller = new AbortController();
  const { signal } = controller;
  const cleanups: Unmount[] = [];

  const contexts = new Map(
    behaviours.map((behaviour) => {
      let loading: Promise<unknown> | undefined;
      let failure: unknown;
      let reportedAlone = false;
      const reportedOn = new WeakSet<Element>();
      const report = (el: Element | undefined) => {
        if (el) {
          if (reportedOn.has(el)) return;
          reportedOn.add(el);
          reportFailure(el, behaviour.name, failure);
        } else if (!reportedAlone) {
          reportedAlone = true;
          console.error(`[theme] behaviour "${behaviour.name}": its code did not load: ${failure instanceof Error ? failure.message : String(failure)}`);
        }
      };
      const ctx: BehaviourContext<unknown> = {
        doc,
        signal,
        chunk(el) {
          if (!behaviour.chunk) return Promise.reject(new Error(`behaviour "${behaviour.name}" declares no chunk`));
          loading ??= behaviour.chunk().catch((error: unknown) => {
            failure = error;
            throw error;
          });
          return loading.then(
            (chunk) => chunk,
            () => {
              report(el);
              return null;
            },
          );
        },
      };
      return [behaviour, ctx] as const;
    }),
  );

  function listenForClicks(behaviour: BehaviourDefinition, clicks: ReadonlyArray<LazyClick<never>>): void {
    const chunks = new Map<LazyClick<never>, Promise<unknown>>();
    // Each click runs after the one before it: imports of one chunk do not promise to settle in
    // call order (a loaded machine once sent two quick adds to cart swapped); WooCommerce's queue
    // keeps click order.
    let previous: Promise<unknown> = Promise.resolve();
    doc.addEventListener(
      'click',
      (event) => {
        if (event.defaultPrevented) return;
        for (const click of clicks) {
          const el = (event.target as Element | null)?.closest?.<HTMLElement>(click.selector);
          if (!el) continue;
          if (click.plainOnly && modified(event)) return;
          event.preventDefault();
          let loading = chunks.get(click);
          if (!loading) chunks.set(click, (loading = click.load()));
          previous = previous
            .then(() => loading)
            .then(
              (chunk) => click.run(chunk as never, el, doc),
              (error: unknown) => {
                reportFailure(el, behaviour.name, error);
                clickWithoutBundle(el, doc);
              },
            );
          return;
        }
      },
      { signal },
    );
  }

  const upgraded = new Map(behaviours.map((behaviour) => [behaviour, new WeakSet<Element>()]));

  return {
    upgrade(root) {
      for (const behaviour of behaviours) {
        if (!behaviour.selector || !behaviour.upgrade) continue;
        const seen = upgraded.get(behaviour)!;
        const found = Array.from(root.querySelectorAll<HTMLElement>(behaviour.selector));
        if (root instanceof HTMLElement && root.matches(behaviour.selector)) found.unshift(root);
        for (const el of found) {
          if (seen.has(el)) continue;
          seen.add(el);
          try {
            behaviour.upgrade(el, contexts.get(behaviour)!);
          } catch (error) {
            reportFailure(el, behaviour.name, error);
          }
        }
      }
    },
    listen() {
      for (const behaviour of behaviours) {
        try {
          if (behaviour.clicks) listenForClicks(behaviour, behaviour.clicks);
          const cleanup = behaviour.listen?.(contexts.get(behaviour)!);
          if (cleanup) cleanups.push(cleanup);
        } catch (error) {
          console.error(`[theme] behaviour "${behaviour.name}" failed to start:`, error);
        }
      }
    },
    stop() {
      controller.abort();
      for (const cleanup of cleanups.splice(0)) {
        try {
          cleanup();
        } catch (error) {
          console.error('[theme] a behaviour failed to stop:', error);
        }
      }
    },
  };
}
