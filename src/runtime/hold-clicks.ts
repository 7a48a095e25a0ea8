import { clickAgainAs, emitWc } from '../services/wc-events.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { heldAs, pressAgain } from '../ui/roving-keys.ts';
import { nodeAt, placeOf, type NodePlace } from './node-place.ts';

/** Clicks (and WooCommerce events) held on an island's host while its chunk is on the way. */
export interface HeldClicks {
  /**
   * Stops holding; with `replay`, clicks each held target again, in order. A target the island
   * re-rendered (React replaces the server's nodes with its own, in the same places) is found
   * again at the same position under the host (or under the `also` element it was in).
   */
  release(replay: boolean): void;
  /**
   * Resolves once no press that started on the island is in progress and what the entry
   * answered has been shown (an answer may take a chunk, like the lightbox's viewer) and
   * painted, the press checked again after every wait. A mount that replaced the pressed node
   * between the press and the release would send the click to an ancestor (the browser's rule
   * for a target removed mid-click), where nothing holds it: the visitor's click would be lost;
   * and the visitor may press again while an answer is being painted (a second star, a frame
   * after the first). What follows in the same task (the mount) runs with no press on. Waiting
   * for the answers first also keeps the island's mount, React's evaluation above all, from
   * keeping the visitor waiting for the answer.
   */
  settled(): Promise<void>;
  /** The clicks held so far, in order (emptied as they are made again). */
  readonly clicks: ReadonlyArray<{ readonly target: HTMLElement }>;
}

/** What an island acts on when clicked; a click elsewhere (a field, a checkbox, a label) needs no island. */
const ACTIONABLE = 'a[href], button, input[type="submit"], input[type="image"], [role="button"], [role="tab"], [role="radio"]';

/** The longest a mount waits for a press on the island to become a click. */
const PRESS_WAIT_CAP_MS = 1000;

interface HeldClick {
  target: HTMLElement;
  /** The host, or the `also` element the target is in: what a re-render keeps. */
  root: HTMLElement;
  /** Where the target is under the root, to find it again once re-rendered. */
  place: NodePlace;
  /**
   * How it is made again on the target found: a WooCommerce event emitted, a key pressed, a
   * click clicked (one that jQuery code made without jQuery's handlers, which have heard it).
   */
  again: (target: HTMLElement) => void;
}

/**
 * For an island that waits for the visitor (`interaction`), or one that answers elements outside
 * its host (`also`: a popup's triggers): until its mount, the clicks on links and buttons inside
 * its host (and on those elements) are held instead of acted on, then made again
 * once it is mounted. Nothing the visitor did is lost: a click on a tab selects it, a click on a
 * form's submit button (or Enter in a field, which clicks it) submits through the island. Fields,
 * checkboxes and labels work as they are meanwhile. If the island fails, the replay lets the
 * server markup do what it does without us (the link is followed, the form posts).
 */
export interface HoldOptions {
  /** Elements outside the host whose clicks are held too. */
  also?: string | undefined;
  /** Which clicks inside the host are held (by default every link and button). */
  holds?: string | undefined;
  /** WooCommerce events sent to the host, held and emitted again. */
  events?: readonly string[] | undefined;
  /**
   * Answers a click at once, before the mount: true (or, for an answer that takes a moment, the
   * promise of it) when it answered, and the click is not held; false to hold it.
   */
  answer?: ((target: HTMLElement) => boolean | Promise<unknown>) | undefined;
}

/**
 * While a holder makes again what it held (a click, a key, an event): that click is the island's
 * now, and no other holder (an island whose `also` matches it) holds it. A script's own `click()`
 * is held like a visitor's, and so is one that jQuery code makes (`.trigger('click')`), made
 * again without jQuery's handlers, which heard it when it was made (wc-events.ts, clickAgainAs).
 */
let replaying = false;

export function holdClicks(host: HTMLElement, { also, holds = ACTIONABLE, events = [], answer }: HoldOptions = {}): HeldClicks {
  const held: HeldClick[] = [];
  const answers: Array<Promise<unknown>> = [];
  const doc = host.ownerDocument;
  const win = doc.defaultView ?? window;
  // Everything below listens until release; the presses are watched until the press ends too.
  const holding = new AbortController();
  const watchingPresses = new AbortController();
  const whileHolding = { capture: true, signal: holding.signal };
  const whilePressWatched = { capture: true, signal: watchingPresses.signal };
  // WooCommerce events sent to the host before the island listens (the variation form slides the
  // gallery), emitted again once it does.
  const onWcEvent = (event: Event) => {
    const target = event.target as HTMLElement;
    event.stopPropagation();
    const args = (event as CustomEvent<unknown[]>).detail ?? [];
    held.push({ target, root: host, place: placeOf(host, target), again: (now) => emitWc(now, event.type.slice(3), ...args) });
  };
  for (const name of events) host.addEventListener(`wc:${name}`, onWcEvent, whileHolding);
  // A click, or a key that moves a roving focus (heldAs).
  const onEvent = (event: Event) => {
    const { key } = event as KeyboardEvent;
    if (replaying) return;
    const origin = event.target as Element | null;
    const inside = origin?.closest?.<HTMLElement>(holds);
    // Outside the host, the link or button clicked, else the element it also answers itself: a
    // popup's trigger may be an image or a span with its class.
    const outside = also ? (origin?.closest?.<HTMLElement>(ACTIONABLE) ?? origin?.closest?.<HTMLElement>(also)) : null;
    const target = inside && host.contains(inside) ? inside : outside && !host.contains(outside) ? outside : null;
    if (!target) return;
    const root = host.contains(target) ? host : also ? target.closest<HTMLElement>(also) : null;
    if (!root || !heldAs(target, key)) return;
    event.preventDefault();
    event.stopPropagation();
    // Answered only while nothing is held, so the clicks take effect in the order they were made.
    const answered = !key && held.length === 0 && answer?.(target);
    if (answered) {
      answers.push(Promise.resolve(answered).catch(() => undefined));
      return;
    }
    held.push({ target, root, place: placeOf(root, target), again: key ? (now) => pressAgain(root, now, key) : clickAgainAs(event) });
  };
  doc.addEventListener('click', onEvent, whileHolding);
  doc.addEventListener('keydown', onEvent, whileHolding);
  // A press on the island (or on what it also answers), from pointerdown until the click it makes
  // has been dispatched (the task after pointerup) or the press was cancelled.
  let pressing = false;
  const whenPressEnds: Array<() => void> = [];
  const endPress = () => {
    pressing = false;
    win.clearTimeout(pressCap);
    for (const resolve of whenPressEnds.splice(0)) resolve();
  };
  let pressCap = 0;
  const onPointerDown = (event: PointerEvent) => {
    const origin = event.target as Element | null;
    if (!(host.contains(origin) || (also && origin?.closest?.(also)))) return;
    pressing = true;
    // A press held on and on (or whose pointerup never comes) does not keep the island away.
    win.clearTimeout(pressCap);
    pressCap = win.setTimeout(endPress, PRESS_WAIT_CAP_MS);
  };
  const onPointerUp = () => {
    if (pressing) win.setTimeout(endPress, 0);
  };
  doc.addEventListener('pointerdown', onPointerDown, whilePressWatched);
  doc.addEventListener('pointerup', onPointerUp, whilePressWatched);
  doc.addEventListener('pointercancel', endPress, whilePressWatched);
  const pressEnded = () => (pressing ? new Promise<void>((resolve) => whenPressEnds.push(resolve)) : Promise.resolve());
  const answersShown = async () => {
    if (answers.length === 0) return;
    await Promise.all(answers);
    // The frame that paints the answer, then the task after it.
    await afterNextPaint(win);
  };
  return {
    clicks: held,
    async settled() {
      do {
        await pressEnded();
        await answersShown();
      } while (pressing);
    },
    release(replay) {
      watchingPresses.abort();
      endPress();
      holding.abort();
      if (!replay) return;
      for (const { target, root, place, again } of held.splice(0)) {
        const now = target.isConnected ? target : root.isConnected ? nodeAt(root, place) : null;
        if (!now) continue;
        // (A jQuery handler's error comes out of a WooCommerce event's trigger, where a native
        // listener's is only reported: the mark is taken off all the same.)
        replaying = true;
        try {
          again(now);
        } finally {
          replaying = false;
        }
      }
    },
  };
}
