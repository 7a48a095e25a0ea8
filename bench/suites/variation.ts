import { MATRIX_SIZES } from '../../fixtures/data/variable-products.ts';
import { median } from '../measure-page.ts';
import type { BenchSuite } from '../suite.ts';

const CHANGES = 40;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Variation interaction latency on the matrix product (3 attributes, inline variations), at 4x CPU
 * throttle: a select's change → the form updated (options filtered, variation matched, SKU and
 * image set, variation_id changed) in the change handler, and → the next frame. The price block
 * itself appears 300 ms later by contract (WooCommerce 9.9.5 waits for screen readers).
 */
export const variationSuite: BenchSuite = {
  name: 'variation',
  title: 'Variation form: change latency',
  async run(ctx) {
    const rows: Array<{ variations: number; handler: number[]; frame: number[] }> = [];
    for (const size of MATRIX_SIZES) {
      const handler: number[] = [];
      const frame: number[] = [];
      for (let run = 0; run < ctx.runs; run++) {
        const context = await ctx.browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${ctx.baseUrl}/product/lubricant-matrix/?variations=${size}`);
        await page.evaluate(() => window.themeIslands!.whenIdle());
        await page.waitForTimeout(400);
        const times = await page.evaluate(async (changes) => {
          const selects = Array.from(document.querySelectorAll<HTMLSelectElement>('form.variations_form .variations select'));
          const out: Array<[number, number]> = [];
          for (let i = 0; i < changes; i++) {
            const select = selects[i % selects.length]!;
            const options = Array.from(select.options).filter((o) => o.value && !o.disabled && o.value !== select.value);
            if (options.length === 0) continue;
            const pick = options[(i * 7) % options.length]!;
            const start = performance.now();
            select.value = pick.value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
            const handled = performance.now();
            await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
            out.push([handled - start, performance.now() - start]);
            await new Promise((resolve) => setTimeout(resolve, 60));
          }
          return out;
        }, CHANGES);
        for (const [h, f] of times) {
          handler.push(h);
          frame.push(f);
        }
        await context.close();
      }
      rows.push({ variations: size, handler, frame });
      console.log(`  measured ${size} variations`);
    }
    const f = (value: number) => `${value.toFixed(1)} ms`;
    const markdown = [
      `${CHANGES} select changes per run × ${ctx.runs} runs on /product/lubricant-matrix/?variations=N (3 attributes, inline), Chromium at 4x CPU throttle. "Handler" is the change event's synchronous work (options filtered, variation matched, SKU, weight, dimensions, image and variation_id set); "next frame" is until the frame after it. The price block is shown 300 ms later by contract.`,
      '',
      '| variations | handler median | handler p95 | to next frame median | to next frame p95 |',
      '|---:|---:|---:|---:|---:|',
      ...rows.map((row) => `| ${row.variations} | ${f(median(row.handler))} | ${f(percentile(row.handler, 95))} | ${f(median(row.frame))} | ${f(percentile(row.frame, 95))} |`),
    ].join('\n');
    return {
      markdown,
      figures: rows.map((row) => ({ variations: row.variations, handlerMedian: median(row.handler), handlerP95: percentile(row.handler, 95), frameMedian: median(row.frame), frameP95: percentile(row.frame, 95) })),
    };
  },
};
