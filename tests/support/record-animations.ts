import type { Page } from '@playwright/test';

export interface RecordedAnimation {
  tag: string;
  id: string;
  /** data-rs-grid and data-rs-filter of the parent, for grid cells. */
  grid: string | null;
  filter: string | null;
  keyframes: string;
  duration: number;
}

/**
 * Records every Element.animate call of the page (from before its scripts run), so a test can
 * check which animations a transition started without racing their end on a slow machine.
 */
export async function recordAnimations(page: Page): Promise<() => Promise<RecordedAnimation[]>> {
  await page.addInitScript(() => {
    const log: unknown[] = [];
    (window as unknown as { __animations: unknown[] }).__animations = log;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes: Keyframe[] | PropertyIndexedKeyframes | null, options?: number | KeyframeAnimationOptions) {
      log.push({
        tag: this.tagName.toLowerCase(),
        id: this.id,
        grid: this.parentElement?.getAttribute('data-rs-grid') ?? null,
        filter: this.parentElement?.getAttribute('data-rs-filter') ?? null,
        keyframes: JSON.stringify(keyframes),
        duration: typeof options === 'number' ? options : Number(options?.duration ?? 0),
      });
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __animations: RecordedAnimation[] }).__animations.splice(0));
}
