/**
 * The shapes the registry holds. A definition is cheap (it lives in the entry); the code that
 * does the work sits behind `load` and arrives as its own chunk when an element needs it.
 */

import type { HeldClicks } from './hold-clicks.ts';

export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'media';

export const STRATEGIES: readonly Strategy[] = ['load', 'idle', 'visible', 'interaction', 'media'];

/** Given back by a mount: undoes what it did that its signal does not. */
export type Unmount = () => void;

export interface IslandContext {
  /** The island's registered name, for messages. */
  readonly name: string;
  /** The document the element lives in (a parameter, so tests can pass a fragment's document). */
  readonly doc: Document;
  /**
   * Aborts when the island is unmounted (or its mount fails): listeners take `{ signal }`,
   * timers and requests go through it, so most islands have nothing else to undo.
   */
  readonly signal: AbortSignal;
  /**
   * When the runtime found the element (`performance.now()`): at the page's start for printed
   * markup, at its insertion otherwise. That is when the classic script's init ran, which started
   * its timers (a popup's auto-open delay); the island, mounted later, waits only what is left.
   */
  readonly foundAt: number;
  /**
   * The clicks on its links and buttons held while the chunk was on the way (an `interaction`
   * island's waking tap among them), in order: the runtime makes them again once the mount is
   * done, and holds the later ones until then. An island whose mount takes long (one that loads
   * classic scripts) shows them under way meanwhile. (The runtime's own list: read, not kept.)
   */
  readonly held: HeldClicks['clicks'];
}

/** What is done for an island before its chunk, without React: its look at load, its answer to an early click. */
export type Preparation = Pick<IslandDefinition, 'prepare' | 'answer'>;

/** What reading an island's markup needs: no lifecycle, so the entry's prepare steps can read it too. */
export type ParseContext = Pick<IslandContext, 'name' | 'doc'>;

/** What an island chunk exports as default. */
export interface IslandModule {
  mount(el: HTMLElement, ctx: IslandContext): Unmount | void | Promise<Unmount | void>;
}

export interface IslandDefinition {
  /** Marker name: `data-island="<name>"`, and the folder name under islands/. */
  readonly name: string;
  /** CSS selector of the stock markup (WooCommerce, plugins) the island recognises without a marker. */
  readonly stock?: string;
  /** When to mount; a marker may override it with `data-island-when`. */
  readonly when: Strategy;
  /** Media query for the `media` strategy; a marker may override it with `data-island-media`. */
  readonly media?: string;
  /**
   * Elements outside the host that the island answers (the summary's review link opens the
   * product tabs, a popup's trigger button opens it): their touch wakes the island (one that waits
   * for idle too, sooner), and their clicks are held until it is mounted. A selector, or one read
   * from each element (each popup has its own triggers); '' for none.
   */
  readonly also?: string | ((el: HTMLElement) => string);
  /**
   * For an `interaction` island: the elements inside the host whose touch (pointer, focus, key,
   * or a click) wakes it, when not every touch of the host needs it. The contact form: typing in
   * a field, and leaving it, need no React (the entry checks the field); the submit button does.
   */
  readonly wakes?: string;
  /**
   * For an `interaction` island: the elements inside the host whose clicks it answers, held until
   * it is mounted (by default every link and button in it). Narrower where other things live in
   * the host: the product tabs answer their tab links, not the links and buttons in their panels
   * (the review stars are an island of their own, add-to-cart buttons a behaviour).
   */
  readonly holds?: string;
  /**
   * WooCommerce events (emitted with `emitWc`) that other islands send this one: for an
   * `interaction` island, one arriving before the mount wakes it and is emitted again once it is
   * mounted (the variation form slides the gallery to a variation's image).
   */
  readonly events?: readonly string[];
  /**
   * What the visitor must see at load, done in the entry without the island's chunk (the open
   * tab, the review stars, the gallery's thumbnails): the server markup made to look as the
   * island will render it, so an island that only changes the page when touched can wait for
   * `interaction` and bring React then. Small and synchronous; it may run again on markup it
   * already prepared. It changes its host's subtree only and adds no markup of islands or
   * behaviours: the runtime's observer does not scan what it changed. Throwing (an IslandError
   * for bad markup) fails the island. It returns how to undo itself, which the runtime calls when
   * the island fails (the server markup must work without it: no dead stars, no hidden panels)
   * and after the island is unmounted.
   */
  prepare?(el: HTMLElement, doc: Document): Unmount;
  /**
   * For a prepared `interaction` island: a held click that the prepared markup can show the
   * answer to at once, in the entry (a tab link: that tab opens, drawn as `prepare` draws), so
   * the visitor does not wait for the chunk and React. The island reads that state when it
   * mounts. Returns true when it answered (or the promise of an answer that takes a moment, such
   * as a chunk: the mount waits until it is shown): the click is then not made again after the
   * mount.
   */
  answer?(el: HTMLElement, target: HTMLElement, doc: Document): boolean | Promise<unknown>;
  /**
   * Where `prepare` and `answer` are when they are not in the entry: a module fetched before the
   * prepare (a failure fails the island, as a `prepare` that throws does). For islands that only
   * one kind of page prints (the product page's gallery, tabs, stars and related products):
   * their preparations, in one chunk the plugin preloads on those pages, are then not loaded by
   * every other page.
   */
  readonly preparation?: () => Promise<Preparation>;
  /** The params global of the classic script the island replaces: without it the island stands down (see `LazyClick.needs`). */
  readonly needs?: string;
  readonly load: () => Promise<{ default: IslandModule }>;
}

export interface BehaviourContext<Chunk> {
  readonly doc: Document;
  /** Aborts when the runtime stops: listeners take `{ signal }`, timers go through it. */
  readonly signal: AbortSignal;
  /**
   * The behaviour's `chunk`, fetched on the first call and shared by every later one. When it
   * does not load, the runtime reports it (on `el`, as an island failure, once per element; or
   * once for the behaviour) and this resolves null: the caller leaves the server markup as it is.
   */
  chunk(el?: Element): Promise<Chunk | null>;
}

/** What a lazy click's chunk exports as default: the click's work on its element. */
export type ClickAction = (el: HTMLElement, doc: Document) => void;

/** A lazy click's chunk. */
export interface LazyClickChunk {
  readonly default: ClickAction;
  /**
   * For a `warm` row: run when the pointer or the focus comes to the element, once the chunk is
   * there (and again at each coming: it must be cheap to repeat). It starts what the click's
   * answer will need (an add to cart's replacing code), so that a click after a rest waits for
   * the server alone, as with the classic scripts, which have it all from the start.
   */
  readonly warm?: (doc: Document) => void;
}

/**
 * A click answered by code that is not in the entry: a table row, so the entry holds only the
 * selector. The runtime listens (one delegated listener), prevents the click's default, fetches
 * `load` once and runs each click in click order. If the chunk does not come, the runtime owns
 * the way back: one console error naming the behaviour and the element, and the link is
 * followed, as it is without the bundle.
 */
export interface LazyClick {
  readonly selector: string;
  readonly load: () => Promise<LazyClickChunk>;
  /**
   * The row is a link's own click, made in place: one with a modifier key (or not the main
   * button) is left to the browser, a new tab as the visitor asked, and one another script
   * prevented is left alone, as the link would not be followed. Other rows act on a prevented
   * click, as the classic scripts' jQuery handlers do (WooCommerce's add to cart).
   */
  readonly plainOnly?: boolean;
  /**
   * A class the element takes at the click itself, before the chunk comes: the look the classic
   * script gives at once (WooCommerce's `loading` on an add-to-cart button), so a first click on a
   * cold page shows at once that it was taken. The action takes it back; so does the runtime when
   * the chunk does not come and the link leads nowhere.
   */
  readonly pressed?: string;
  /**
   * The chunk is fetched and evaluated when the pointer comes to the element (a touch starts
   * with that too) or the keyboard's focus does, so the click finds the action ready and its
   * request leaves in the click's own task. For a small chunk a click is likely to follow (an
   * add to cart), not for one that brings React (a hover would evaluate it).
   */
  readonly warm?: boolean;
  /**
   * The params global of the classic script the row replaces (`wc_add_to_cart_params`). Each
   * WooCommerce script returns early when its global is not on the page: WooCommerce itself
   * leaves it out when the admin turns AJAX add to cart off, and other plugins switch a script
   * off that way (dequeued, its global is not printed). Without it the row stands down,
   * silently: no warming, no pressed look, the click is the browser's (the link leads where it
   * leads). `paramsPrinted` reads it.
   */
  readonly needs?: string;
}

/**
 * A behaviour: one delegated listener set for the whole document (no React, no per-element
 * listeners), plus an optional cheap, synchronous upgrade of each matching element (a value
 * fix, an inserted button) that runs on the page's markup and on markup inserted later. Code
 * that is not needed on every page is its `chunk`, or the chunks of its `clicks`.
 */
export interface BehaviourDefinition<Chunk = unknown> {
  readonly name: string;
  /** The params global of the classic script the behaviour replaces: without it the behaviour stands down (see `LazyClick.needs`). */
  readonly needs?: string;
  /** Elements to upgrade once each. */
  readonly selector?: string;
  /** The rest of the behaviour's code, fetched when `ctx.chunk()` is first called. */
  readonly chunk?: () => Promise<Chunk>;
  /** Clicks answered by chunks, in table order (the first row whose selector matches). */
  readonly clicks?: readonly LazyClick[];
  upgrade?(el: HTMLElement, ctx: BehaviourContext<Chunk>): void;
  /** Installs the delegated listeners once; they, and anything else it starts, end with `ctx.signal`. */
  listen?(ctx: BehaviourContext<Chunk>): void;
}

export function defineIsland(def: IslandDefinition): IslandDefinition {
  return def;
}

/** A behaviour, its chunk's type erased so the runtime can hold a list of them. */
export function defineBehaviour<Chunk>(def: BehaviourDefinition<Chunk>): BehaviourDefinition {
  return def as unknown as BehaviourDefinition;
}

/** Thrown by parse and mount code for bad markup: the message is what the console shows. */
export class IslandError extends Error {
  override name = 'IslandError';
}
