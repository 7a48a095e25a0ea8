/**
 * The theme's swipe, from jQuery TouchSwipe's defaults (spec section 9), in one place for the
 * carousels, the hero slider and the off-canvas menu. The replaced scripts bound TouchSwipe with
 * swipe handlers only and its default of one finger, so what a visitor can see of it is:
 *
 * - a move of at least 75 px between press and release, more across than up or down, turns the
 *   content; a shorter or mostly vertical one does not (the page scrolls, a link is clicked);
 * - there is no time limit (TouchSwipe's maxTimeThreshold is null): a slow drag is a swipe too;
 * - a gesture of two fingers (a pinch, a two-finger scroll) is never a swipe, however far it
 *   moves; a finger lifted within 250 ms of another still belongs to that release.
 *
 * Long taps (held over 500 ms, moved under 10 px) and double taps (two taps within 200 ms) are
 * told apart as TouchSwipe tells them, so that none of them can be taken for a swipe; no replaced
 * script had a tap handler, so the callers act on swipes only.
 */
export const SWIPE_THRESHOLD_PX = 75;
/** A press held longer than this, moving less than TAP_SLOP_PX, is a long tap. */
export const LONG_TAP_MS = 500;
/** A tap that comes this soon after the previous tap makes a double tap. */
export const DOUBLE_TAP_MS = 200;
/** A finger lifted this soon after another one ends the same, multi-finger, gesture. */
export const FINGER_RELEASE_MS = 250;
/** How far a long tap's finger may wander (TouchSwipe's DOUBLE_TAP_THRESHOLD). */
const TAP_SLOP_PX = 10;

/** 'next' for a swipe to the left (the content moves on), 'prev' to the right, null for no swipe. */
export type SwipeDirection = 'next' | 'prev' | null;

export function swipeDirection(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): SwipeDirection {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}

/** What a finished gesture was; null for none (too short, vertical, or more than one finger). */
export type Gesture = 'next' | 'prev' | 'tap' | 'double-tap' | 'long-tap' | null;

/** One finger (a pointer or a Touch) at a moment: `t` in ms, as `event.timeStamp` gives it. */
export interface FingerPoint {
  id: number;
  x: number;
  y: number;
  t: number;
}

export interface SwipeTracker {
  /** A finger touches; `first` when no other finger is down: a new gesture, even if the last one's release was lost. */
  down(point: FingerPoint, first: boolean): void;
  move(point: FingerPoint): void;
  /** A finger lifts: the gesture when it was the last one, undefined while others are down. */
  up(point: FingerPoint): Gesture | undefined;
  /** The browser took the gesture over (pointercancel, touchcancel): nothing comes of it. */
  cancel(): void;
}

/** Follows the fingers of one element from press to release, as TouchSwipe with `fingers: 1` does. */
export function createSwipeTracker(threshold = SWIPE_THRESHOLD_PX): SwipeTracker {
  let start: FingerPoint | null = null;
  let end = { x: 0, y: 0 };
  const down = new Set<number>();
  let multi = false;
  let liftedAt: number | null = null;
  let lastTapAt: number | null = null;

  const inRelease = (t: number) => liftedAt !== null && t - liftedAt <= FINGER_RELEASE_MS;

  return {
    down(point, first) {
      if (first) {
        start = point;
        end = { x: point.x, y: point.y };
        down.clear();
        multi = false;
        liftedAt = null;
      } else if (!start) {
        // A finger joining a gesture that was cancelled: nothing comes of it until all are up.
        return;
      }
      down.add(point.id);
    },
    move(point) {
      if (!start || !down.has(point.id)) return;
      // Fingers that move together are a pinch or a scroll, not a swipe, until all are up.
      if (down.size > 1) multi = true;
      else if (point.id === start.id) end = { x: point.x, y: point.y };
    },
    up(point) {
      if (!start || !down.delete(point.id)) return undefined;
      if (point.id === start.id) end = { x: point.x, y: point.y };
      if (down.size > 0) {
        liftedAt = point.t;
        return undefined;
      }
      const gesture = classify(start, end, point.t, multi || inRelease(point.t), lastTapAt, threshold);
      start = null;
      lastTapAt = gesture === 'tap' ? point.t : null;
      return gesture;
    },
    cancel() {
      start = null;
      down.clear();
    },
  };
}

function classify(start: FingerPoint, end: { x: number; y: number }, t: number, multi: boolean, lastTapAt: number | null, threshold: number): Gesture {
  if (multi) return null;
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  const direction = swipeDirection(dx, dy, threshold);
  if (direction) return direction;
  const distance = Math.round(Math.hypot(dx, dy));
  if (distance === 0 && lastTapAt !== null && t - lastTapAt <= DOUBLE_TAP_MS) return 'double-tap';
  if (t - start.t > LONG_TAP_MS && distance < TAP_SLOP_PX) return 'long-tap';
  return distance === 0 ? 'tap' : null;
}
