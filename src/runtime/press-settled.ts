import { afterNextPaint } from './after-next-paint.ts';
import type { HeldClicks } from './hold-clicks.ts';

/** The longest the import waits for a frame (a hidden tab paints none). */
const FRAME_WAIT_CAP_MS = 100;

/**
 * Resolves when an `interaction` island may import its chunk: a frame after it woke (the touch
 * that wakes it, a pointer arriving or a finger landing, comes just before the press), once that
 * press has become a click and what the entry answered for it is painted. Importing at the wake
 * itself evaluated React (tens of ms at 4x throttle) between the visitor's click and the paint of
 * its answer: with a warm cache, the reviews tab opened later than with a cold one.
 */
export async function pressSettled(held: Pick<HeldClicks, 'settled'>, win: Window): Promise<void> {
  await afterNextPaint(win, FRAME_WAIT_CAP_MS);
  await held.settled();
}
