import { yieldToMain } from './yield-to-main.ts';
import { WAKE } from './wake.ts';
import {
  STRATEGIES,
  type BehaviourDefinition,
  type IslandDefinition,
  type IslandModule,
  type Preparation,
  type Strategy,
  type Unmount,
} from './define.ts';
import { describeElement } from './describe-element.ts';
import { holdClicks, type HeldClicks } from './hold-clicks.ts';
import { afterScheduledWork } from './after-scheduled-work.ts';
import { createBehaviourHost } from './behaviour-host.ts';
import { loadOnce } from './load-once.ts';
import { paramsPrinted } from './params-printed.ts';
import { createMountQueue, createSlices } from './mount-queue.ts';
import { pressSettled } from './press-settled.ts';
import { createRegistry, within } from './registry.ts';
import { STATE_ATTR, reportFailure, setState } from './report-failure.ts';
import { onIdle, onInteraction, onLoad, onMedia, onVisible, type Trigger } from './triggers/index.ts';

const TRIGGERS: Record<Strategy, Trigger> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  interaction: onInteraction,
  media: onMedia,
};

interface IslandRecord {
  /** Cancels the trigger while pending; undoes the mount once mounted. */
  dispose: Unmount;
  /** Undoes the definition's `prepare` (after a failure, or after the unmount). */
  unprepare: Unmount;
  /**
   * The definition's `answer`, while the prepared look is drawn and the view has not taken it
   * over: a click may be answered on it before the mount.
   */
  answer?: Preparation['answer'] | undefined;
  done: boolean;
  /** When the scan found it (`IslandContext.foundAt`). */
  foundAt: number;
}

export interface RuntimeOptions {
  doc: Document;
  islands: readonly IslandDefinition[];
  behaviours: readonly BehaviourDefinition[];
}

export interface Runtime {
  /** Finds and mounts islands (and upgrades behaviour elements) in a subtree. */
  scan(root?: ParentNode): void;
  /** Unmounts every island in a subtree; the server markup is put back. */
  unmount(root: ParentNode): void;
  /** Resolves once `start` has upgraded the behaviours' elements, found the page's islands and prepared those that wait for the visitor. */
  whenStarted(): Promise<void>;
  /** Resolves once every triggered island has loaded and mounted (or failed), and every behaviour's chunk asked for has arrived (or failed). */
  whenIdle(): Promise<void>;
  /** Installs behaviours, scans the document and watches for inserted and removed markup. */
  start(): Unmount;
}

export function createRuntime({ doc, islands, behaviours }: RuntimeOptions): Runtime {
  const win = doc.defaultView ?? window;
  const registry = createRegistry(islands);
  const queue = createMountQueue(win);
  const records = new WeakMap<Element, Map<string, IslandRecord>>();
  /**
   * What whenIdle waits for: the islands' loads and mounts, the behaviours' chunks. Each settles
   * without rejecting (its failure is reported where it happens), so `finally` leaves no rejection.
   */
  const inflight = new Set<Promise<unknown>>();
  const track = <T,>(work: Promise<T>): Promise<T> => {
    inflight.add(work);
    void work.finally(() => inflight.delete(work));
    return work;
  };
  const behaviourHost = createBehaviourHost(doc, behaviours, track);
  /** What each island loads, asked for once however many of its elements need it. */
  const perIsland = <T,>(load: (def: IslandDefinition) => Promise<T>) => {
    const loads = new Map(islands.map((def) => [def, loadOnce(() => load(def))]));
    return (def: IslandDefinition): Promise<T> => loads.get(def)!();
  };
  const moduleOf = perIsland(async (def): Promise<IslandModule> => {
    const mod = await def.load();
    if (typeof mod?.default?.mount !== 'function') throw new Error('its chunk exports no mount()');
    return mod.default;
  });
  const preparationOf = perIsland(async (def): Promise<Preparation> => {
    if (!def.preparation) return def;
    const preparation = await def.preparation();
    if (typeof preparation?.prepare !== 'function') throw new Error('its preparation has no prepare()');
    return preparation;
  });

  function strategyOf(el: HTMLElement, def: IslandDefinition): Strategy {
    const wanted = el.getAttribute('data-island-when');
    if (wanted === null) return def.when;
    if ((STRATEGIES as readonly string[]).includes(wanted)) return wanted as Strategy;
    console.warn(
      `[theme] island "${def.name}" on ${describeElement(el)}: unknown data-island-when="${wanted}", using "${def.when}"`,
    );
    return def.when;
  }

  /** An island that cannot run: reported, and its prepared markup put back to the server's. */
  function fail(el: HTMLElement, name: string, record: IslandRecord, error: unknown): void {
    record.done = true;
    const unprepare = record.unprepare;
    record.unprepare = () => {};
    try {
      unprepare();
    } catch (undoError) {
      console.error(`[theme] island "${name}" on ${describeElement(el)} could not undo its preparation:`, undoError);
    }
    reportFailure(el, name, error);
  }

  /** Loads the island's chunk (and its preparation) and mounts it; `prepares`: run its `prepare` just before the mount. */
  function activate(el: HTMLElement, def: IslandDefinition, record: IslandRecord, held: HeldClicks | undefined, prepares: boolean): void {
    // The chunk is asked for from a task of its own: the preload helper (preload-chunks.ts) adds a modulepreload
    // link for each chunk of its graph, about 11 ms at 4x throttle on a product page, which made
    // the task that found the island (the entry's, or the visitor's pointerdown) that much longer.
    const work = yieldToMain(win)
      .then(() => (held ? pressSettled(held, win) : undefined))
      // The preparation too, which the scan asked for first: its prepare is queued before this mount.
      .then(() => Promise.all([moduleOf(def), preparationOf(def)]))
      .then(
      ([mod, { prepare }]) =>
        new Promise<void>((resolve) => {
          queue.push(async () => {
            // The island's lifetime: aborted when it is unmounted, or when its mount fails.
            const mounted = new AbortController();
            try {
              if (held) await held.settled();
              if (record.done || !el.isConnected) return;
              if (prepares && prepare) record.unprepare = prepareIn(el, prepare);
              // From here the view owns the markup: a click is held and made after the mount,
              // never answered on markup the view may be taking over.
              record.answer = undefined;
              const unmount = await mod.mount(el, { name: def.name, doc, signal: mounted.signal, foundAt: record.foundAt, held: held?.clicks ?? [] });
              const dispose = () => {
                mounted.abort();
                unmount?.();
              };
              if (record.done) {
                dispose(); // removed while an async mount was running
                return;
              }
              record.dispose = dispose;
              setState(el, 'mounted');
            } catch (error) {
              mounted.abort();
              fail(el, def.name, record, error);
            } finally {
              // The held clicks are made once the work React scheduled from the mount's effects
              // is done (an effect that creates embla sets its API in state): the view must be ready.
              if (held) void afterScheduledWork(win).then(() => held.release(true));
              resolve();
            }
          });
        }),
      (error: unknown) => {
        // (A preparation that did not come has failed the island already, from the scan.)
        if (!record.done) fail(el, def.name, record, error);
        held?.release(true);
      },
    );
    track(work);
  }

  function scan(root: ParentNode = doc): void {
    behaviourHost.upgrade(root);
    scanIslands(root);
  }

  /** Finds the islands under `root`; for each that waits for the visitor, a promise settled once its prepare is queued. */
  function scanIslands(root: ParentNode): Array<Promise<unknown>> {
    const foundAt = win.performance.now();
    const preparing: Array<Promise<unknown>> = [];
    for (const [el, def] of registry.candidates(root)) {
      if (typeof def === 'string') {
        if (!el.hasAttribute(STATE_ATTR)) reportFailure(el, def, new Error('no island is registered by that name'));
        continue;
      }
      if (!paramsPrinted(win, def.needs)) continue; // switched off, as its classic script would be
      let byName = records.get(el);
      if (byName?.has(def.name)) continue; // never mounted twice
      if (!byName) records.set(el, (byName = new Map()));
      const record: IslandRecord = { dispose: () => {}, unprepare: () => {}, done: false, foundAt };
      byName.set(def.name, record);
      const strategy = strategyOf(el, def);
      setState(el, 'pending');
      const media = el.getAttribute('data-island-media') ?? def.media;
      // An island that waits for the visitor holds the clicks (and events) sent it while its chunk is on the way;
      // so does one that waits for another moment (the popups, for idle) but answers elements outside
      // its host (their triggers): a touch of those wakes it sooner, and their clicks are not lost.
      const also = typeof def.also == 'function' ? def.also(el) : def.also;
      const waits = strategy === 'interaction';
      const held =
        waits || also
          ? holdClicks(el, {
              also,
              holds: def.holds,
              events: def.events,
              // (An island without an answer holds every click: `record.answer` stays unset. One
              // that is done, failed or unmounted, has released its clicks: none is asked.)
              answer: (target: HTMLElement) => record.answer?.(el, target, doc) || false,
            })
          : undefined;
      // Whichever wakes it first stops the other: each trigger runs once, and the wake by the
      // elements it also answers is armed first, so a `load` that runs at once stops it too.
      const cancels: Unmount[] = [];
      const cancel = () => cancels.forEach((stop) => stop());
      const run = () => {
        cancel();
        activate(el, def, record, held, !waits);
      };
      if (also && !waits) cancels.push(TRIGGERS.interaction(el, run, { also }));
      cancels.push(TRIGGERS[strategy](el, run, { media, also, events: def.events, wakes: def.wakes }));
      el.addEventListener(WAKE, run);
      cancels.push(() => el.removeEventListener(WAKE, run));
      record.dispose = () => {
        cancel();
        held?.release(false);
      };
      // Every prepare runs in the mount queue's time slices, never in the task that scans: the
      // page's first task (the entry, the behaviours, the scan) stays under 50 ms. An island that
      // waits for the visitor is prepared as soon as the queue gets to it (its look until then);
      // one that mounts on its own, in its mount's job, just before it. The prepare is queued when
      // the island's preparation is there (one in the entry, within this task; one from a chunk,
      // when the chunk comes), still before the mount, which waits for it too.
      const failPreparation = (error: unknown) => {
        record.done = true;
        cancel();
        held?.release(true);
        reportFailure(el, def.name, error);
      };
      const queuePrepare = ({ prepare, answer }: Preparation) => {
        if (!prepare) return;
        queue.push(() => {
          if (record.done || !el.isConnected) return;
          try {
            record.unprepare = prepareIn(el, prepare);
            record.answer = answer;
          } catch (error) {
            failPreparation(error);
          }
        });
      };
      if (waits) preparing.push(track(preparationOf(def).then(queuePrepare, (error: unknown) => record.done || failPreparation(error))));
    }
    return preparing;
  }

  function unmount(root: ParentNode): void {
    const hosts = within(root, `[${STATE_ATTR}]`);
    // Innermost first, so an outer island puts back markup whose inner islands are already gone.
    for (const el of hosts.reverse()) {
      const byName = records.get(el);
      if (!byName) continue;
      for (const [name, record] of byName) {
        record.done = true;
        try {
          record.dispose();
          record.unprepare();
        } catch (error) {
          console.error(`[theme] island "${name}" on ${describeElement(el)} failed to unmount:`, error);
        }
      }
      records.delete(el);
      el.removeAttribute(STATE_ATTR);
    }
  }

  function observe(): MutationObserver {
    const observer = new MutationObserver((mutations) => {
      const added = new Set<Element>();
      for (const mutation of mutations) {
        for (const node of mutation.removedNodes) {
          // Nodes that React or an island moved come back in the same task: still connected.
          if (node instanceof Element && !node.isConnected) unmount(node);
        }
        for (const node of mutation.addedNodes) {
          if (node instanceof Element && node.isConnected) added.add(node);
        }
      }
      for (const node of added) {
        let ancestor = node.parentElement;
        let covered = false;
        while (ancestor && !covered) {
          covered = added.has(ancestor);
          ancestor = ancestor.parentElement;
        }
        if (!covered) scan(node);
      }
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
    return observer;
  }

  /** Started with the page (`start`), so markup other scripts insert is scanned as it comes. */
  let observer: MutationObserver | null = null;

  /**
   * An island's prepare. It changes only its host, whose markup the scan has seen (the gallery
   * moves its slides into the frame it draws), so the observer does not scan its changes: on the
   * staging's product page that queried every behaviour's and island's selector over the
   * gallery's slides again, up to 14 ms at 4x CPU in the prepare's task, with the frame up to 35.
   */
  function prepareIn(el: HTMLElement, prepare: NonNullable<Preparation['prepare']>): Unmount {
    const undo = prepare(el, doc);
    observer?.takeRecords();
    return undo;
  }

  /** The page's start, in its tasks; whenIdle waits for it first. */
  let starting: Promise<void> = Promise.resolve();

  return {
    scan,
    unmount,
    whenStarted: () => starting,
    async whenIdle() {
      await starting;
      while (inflight.size > 0) await Promise.allSettled(Array.from(inflight));
      await queue.idle();
    },
    start() {
      let stopped = false;
      // Tasks, not one: the entry's own evaluation with the behaviours' listeners, then the
      // behaviours' upgrades in slices of SLICE_MS as the mount queue's (one behaviour at a time),
      // then the islands found. Together they were one task of 60 to 110 ms at 4x throttle, and
      // the upgrades alone one of 50 to 75 ms on the real staging's pages (every behaviour's query
      // of the document, the page's first cookie read, CF7's acceptance check); `scheduler.yield`
      // keeps each next part ahead of other queued work. The observer starts before the upgrades,
      // so markup another script inserts between these tasks is scanned whole (upgrades too) as it
      // comes, and the islands' scan does not query every behaviour's selector again; an element
      // found twice is upgraded once, an island mounted once (their records).
      behaviourHost.listen();
      starting = (async () => {
        await yieldToMain(win);
        if (stopped) return;
        observer = observe();
        const slices = createSlices(win);
        for (const upgrade of behaviourHost.upgradeSteps(doc)) {
          await slices.pauseIfDue();
          if (stopped) return;
          upgrade();
        }
        await yieldToMain(win);
        if (stopped) return;
        // The start ends once the islands found are drawn as they look until their mount: their
        // preparations (a chunk for some) have come and their prepares have run, in the queue's
        // order, before this last job. jQuery's ready waits for it on a product page (hold-jquery-ready.ts).
        await Promise.all(scanIslands(doc));
        await new Promise<void>((prepared) => queue.push(prepared));
      })();
      return () => {
        stopped = true;
        observer?.disconnect();
        behaviourHost.stop();
        unmount(doc);
      };
    },
  };
}
