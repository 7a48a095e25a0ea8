import type { Page } from '@playwright/test';

export interface Finger {
  id: number;
  x: number;
  y: number;
}

/**
 * Fingers on a touch screen, through the DevTools protocol (Chromium; the context needs
 * `hasTouch`). Each call says which fingers are down after it and where: Chromium presses,
 * moves and lifts the ones that changed, one touch and pointer event each, as a phone does.
 * Playwright's own touchscreen only taps.
 */
export async function touchScreen(page: Page): Promise<(fingers: Finger[]) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  let down = new Set<number>();
  return async (fingers) => {
    const type = fingers.length === 0 ? 'touchEnd' : fingers.some((finger) => !down.has(finger.id)) ? 'touchStart' : 'touchMove';
    await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: fingers.map(({ id, x, y }) => ({ id, x, y })) });
    down = new Set(fingers.map((finger) => finger.id));
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
