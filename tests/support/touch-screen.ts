import type { Page } from '@playwright/test';

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
