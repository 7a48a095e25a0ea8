import { expect, type Page } from '@playwright/test';

export interface Finger {
  id: number;
  x: number;
  y: number;
}

/**
 * Fingers on a touch screen, through the DevTools protocol (Chromium; the context needs
 * `hasTouch`). Each call says which fingers are down after it and where: the ones that lift
 * are lifted, the others pressed or moved, one touch and pointer event each, as a phone does.
 * Playwright's own touchscreen only taps. `ms`, when given, is the touch's own time after the
 * screen was made (its events' `timeStamp`), whatever the time now: a finger lifted 300 ms after
 * another without the test waiting 300 ms.
 */
export async function touchScreen(page: Page): Promise<(fingers: Finger[], ms?: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const origin = Date.now() / 1000;
  let down: Finger[] = [];
  return async (fingers, ms) => {
    const at = ms === undefined ? {} : { timestamp: origin + ms / 1000 };
    const points = (list: Finger[]) => list.map(({ id, x, y }) => ({ id, x, y }));
    // Some fingers lift while others stay: Chromium lifts the points a touchEnd names.
    const lifted = down.filter((finger) => !fingers.some((other) => other.id === finger.id));
    if (lifted.length > 0 && fingers.length > 0) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: points(lifted), ...at });
    const type = fingers.length === 0 ? 'touchEnd' : fingers.some((finger) => !down.some((other) => other.id === finger.id)) ? 'touchStart' : 'touchMove';
    if (type !== 'touchMove' || fingers.some((finger) => !down.some((other) => other.id === finger.id && other.x === finger.x && other.y === finger.y))) {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points(fingers), ...at });
    }
    down = fingers;
  };
}

/** A drag of `fingers` fingers side by side (40 px apart, downwards) from x to x + dx at height y, in a few moves. */
export async function drag(page: Page, fingers: 1 | 2, from: { x: number; y: number }, dx: number): Promise<void> {
  const touch = await touchScreen(page);
  const at = (offset: number): Finger[] => Array.from({ length: fingers }, (_, id) => ({ id, x: from.x + offset, y: from.y + id * 40 }));
  await touch(at(0).slice(0, 1));
  await touch(at(0));
  for (const part of [0.25, 0.5, 0.75, 1]) await touch(at(dx * part));
  await touch([]);
}

/**
 * Records the page's pointer events (each touch makes one, a browser that takes the gesture over
 * for scrolling a `pointercancel`), for `fingerOnClock`; before the page loads.
 */
export async function recordFingerEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { __fingerEvents: string[] }).__fingerEvents = events;
    // Each as its type and target (`pointerdown div.flex-viewport`), for a failure to tell.
    const named = (target: EventTarget | null) => (target instanceof Element ? `${target.localName}${target.classList.length > 0 ? `.${Array.from(target.classList).join('.')}` : ''}` : '');
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'pointercancel']) window.addEventListener(type, (event) => events.push(`${type} ${named(event.target)}`), true);
  });
}

/**
 * One finger on the page's own clock, which the caller has installed and paused (and recorded the
 * pointer events with `recordFingerEvents`). Each call moves the clock `afterMs` on, then presses,
 * moves or lifts the finger (`null`) at that moment with a touch timestamp as far on, and waits
 * until the page has the event: a touch sent while the clock is paused comes in at the page's next
 * frame, which the next step's time would otherwise run past. So scripts that time a gesture by
 * `Date` (flexslider, PhotoSwipe) and those that time it by the events' `timeStamp` (embla) see the
 * same gesture, move by move.
 */
export async function fingerOnClock(page: Page): Promise<(at: { x: number; y: number } | null, afterMs: number) => Promise<void>> {
  const touch = await touchScreen(page);
  const events = () => page.evaluate(() => (window as unknown as { __fingerEvents: string[] }).__fingerEvents.slice());
  const seen = async () => (await events()).filter((event) => !event.startsWith('pointercancel')).length;
  let ms = 0;
  return async (at, afterMs) => {
    if (afterMs > 0) await page.clock.runFor(afterMs);
    ms += afterMs;
    const before = await seen();
    await touch(at ? [{ id: 0, ...at }] : [], ms);
    // Should the event never come, the failure says what the page had last (a `pointercancel`:
    // the browser took the gesture as a scroll) and where it stood.
    const story = async () => `the page's last pointer events: ${(await events()).slice(-6).join(', ')}; scrollY ${await page.evaluate(() => window.scrollY)}`;
    await expect.poll(seen, { message: `a touch ${at ? `at ${Math.round(at.x)}, ${Math.round(at.y)}` : 'lifted'} ${ms} ms into the gesture reaches the page` }).toBe(before + 1)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await story()}`);
      });
  };
}
