import type { Browser } from 'playwright';
import { median } from './measure-page.ts';

const CHANGES = 20;

/**
 * A visitor choosing options in the page's variation form, at 4x CPU throttle: the milliseconds
 * from a select's change to the frame after it (median of 20 changes), or null when the page has
 * no variation form. On the static copy the same changes cost only the browser's own work, the
 * baseline for the bundle's handler (options filtered, variation matched, SKU, image and price
 * area updated).
 */
export async function variationLatency(browser: Browser, url: string, isStatic: boolean): Promise<number | null> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url, { waitUntil: 'load' });
  if (!isStatic) await page.evaluate(() => window.themeIslands!.whenIdle());
  if ((await page.locator('form.variations_form .variations select').count()) === 0) {
    await context.close();
    return null;
  }
  await page.waitForTimeout(400);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const times = await page.evaluate(async (changes) => {
    const selects = Array.from(document.querySelectorAll<HTMLSelectElement>('form.variations_form .variations select'));
    const out: number[] = [];
    for (let i = 0; i < changes; i++) {
      const select = selects[i % selects.length]!;
      const options = Array.from(select.options).filter((o) => o.value && !o.disabled && o.value !== select.value);
      if (options.length === 0) continue;
      const start = performance.now();
      select.value = options[(i * 7) % options.length]!.value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      out.push(performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    return out;
  }, CHANGES);
  await context.close();
  return times.length ? median(times) : null;
}
