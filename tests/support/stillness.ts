import type { Page } from '@playwright/test';

/**
 * Waits until nothing on the page is animating: jQuery's animations and CSS/Web animations (those
 * that run for ever, spinners, are not waited for). Click only then what a motion moves:
 * Playwright checks what is under the pointer at the press, not at the release, so an element
 * still sliding when pressed can be gone from under the pointer when released, and the click
 * then goes to an ancestor of both.
 */
export async function stillness(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const jq = (window as unknown as { jQuery?: (selector: string) => { length: number } }).jQuery;
    if (jq && jq(':animated').length > 0) return false;
    return document.getAnimations().every((animation) => animation.playState !== 'running' || !Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
  });
}
