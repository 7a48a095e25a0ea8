import { describeGrowth, sampleMemory } from './support/memory.ts';
import { expect, islandsIdle, test } from './support/test.ts';

/**
 * Islands that come and go (markup inserted and removed again, as quick view, the project pager,
 * cart fragments and popups do) must not leave roots, listeners or detached trees behind.
 * Bounds: listeners and nodes back to where they were, retained heap within a small margin.
 */
const HEAP_MARGIN = 512 * 1024;

test.describe('memory @hardening', () => {
  test('50 React islands inserted and removed again leave no listeners, nodes or heap behind', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await page.goto('/about/');
    await islandsIdle(page);
    const cycle = async () => {
      await page.evaluate(() => {
        const host = document.createElement('div');
        host.id = 'memory-host';
        host.innerHTML = document.querySelector('.theme-tabs')!.outerHTML.replace(/ data-island-state="[^"]*"/g, '');
        document.querySelector('main, body')!.append(host);
      });
      await islandsIdle(page);
      await expect(page.locator('#memory-host .theme-tabs')).toHaveAttribute('data-island-state', 'mounted');
      await page.evaluate(() => document.getElementById('memory-host')!.remove());
      await islandsIdle(page);
    };
    // Warm up: chunks, React's own one-time allocations.
    for (let i = 0; i < 5; i++) await cycle();
    const before = await sampleMemory(cdp);
    for (let i = 0; i < 50; i++) await cycle();
    const after = await sampleMemory(cdp);
    const growth = describeGrowth(before, after);
    test.info().annotations.push({ type: 'memory', description: growth });
    expect(after.listeners, growth).toBe(before.listeners);
    expect(after.nodes, growth).toBe(before.nodes);
    expect(after.heapBytes - before.heapBytes, growth).toBeLessThan(HEAP_MARGIN);
  });
});
