import type { Locator } from '@playwright/test';

/**
 * Taps at the centre of where `target` is now, as a finger does, whatever covers it by then: a
 * second tap that an overlay drawn at the first should take (Playwright's own click would wait for
 * the target to be uncovered). Returns the tap and the point it lands on.
 */
export async function tapWhereItIs(target: Locator): Promise<{ tap: () => Promise<void>; point: [number, number] }> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point: [number, number] = [box.x + box.width / 2, box.y + box.height / 2];
  return { tap: () => target.page().mouse.click(...point), point };
}
