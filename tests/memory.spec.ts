import type { CDPSession } from '@playwright/test';
import { describeGrowth, sampleMemory } from './support/memory.ts';
import { expect, islandsIdle, test } from './support/test.ts';

/**
 * Islands that come and go (markup inserted and removed again, as quick view, the project pager,
 * cart fragments and popups do) must not leave roots, listeners or detached trees behind.
 * Bounds: listeners and nodes back to where they were, retained heap within a small margin.
 */
const HEAP_MARGIN = 512 * 1024;

/**
 * 5 cycles to warm up (chunks, React's one-time allocations), then `cycles`: listeners, nodes and
 * heap as they were. A leaked listener or node shows after any number of cycles; the heap margin
 * catches what a cycle keeps above HEAP_MARGIN / cycles.
 */
async function expectCyclesLeaveNothing(cdp: CDPSession, cycle: () => Promise<void>, cycles = 50): Promise<void> {
  for (let i = 0; i < 5; i++) await cycle();
  const before = await sampleMemory(cdp);
  for (let i = 0; i < cycles; i++) await cycle();
  const after = await sampleMemory(cdp);
  const growth = describeGrowth(before, after);
  test.info().annotations.push({ type: 'memory', description: growth });
  expect(after.listeners, growth).toBe(before.listeners);
  expect(after.nodes, growth).toBe(before.nodes);
  expect(after.heapBytes - before.heapBytes, growth).toBeLessThan(HEAP_MARGIN);
}
/**
 * What one page load may leave beyond the cost of its four projects in the page (measured: about
 * 27 KB, the grid's bigger layout tables and the request's timing entries). A kept parse of the
 * page (its document and every node) would be several times more.
 */
const PAGE_HEAP_MARGIN = 48 * 1024;

test.describe('memory @hardening', () => {
  test('50 React islands inserted and removed again leave no listeners, nodes or heap behind', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await page.goto('/about/');
    await islandsIdle(page);
    const cycle = async () => {
      await page.evaluate(() => {
        const host = document.createElement('div');
        host.id = 'memory-host';
        // Mounted at once (a marker's strategy), so each cycle mounts React and takes it down.
        host.innerHTML = document.querySelector('.theme-tabs')!.outerHTML.replace(/ data-island-state="[^"]*"/g, '').replace('class="theme-tabs"', 'class="theme-tabs" data-island-when="load"');
        document.querySelector('main, body')!.append(host);
      });
      await islandsIdle(page);
      await expect(page.locator('#memory-host .theme-tabs')).toHaveAttribute('data-island-state', 'mounted');
      await page.evaluate(() => document.getElementById('memory-host')!.remove());
      await islandsIdle(page);
    };
    await expectCyclesLeaveNothing(cdp, cycle);
  });

  // 25, not 50: each takes about 1.6 s on CI (a product page fetched, its islands mounted, the
  // 500 ms fade-out), and a kept quick view (its page's nodes and React tree, well over 20 KB a
  // cycle) still passes the heap margin.
  test('25 quick-view opens and closes leave no listeners, nodes or heap behind', async ({ page, context }) => {
    test.setTimeout(150_000); // 30 modals, each loading a product page and mounting its islands
    const cdp = await context.newCDPSession(page);
    await page.goto('/product-category/hydraulic-oils/');
    await islandsIdle(page);
    const link = page.getByRole('link', { name: 'Quick view: Hydraulic oil HLP 46' });
    const cycle = async () => {
      await link.click();
      await expect(page.locator('.theme-quick-view form.variations_form')).toHaveAttribute('data-island-state', 'mounted');
      await islandsIdle(page);
      await page.keyboard.press('Escape');
      await expect(page.locator('.theme-quick-view-host')).toHaveCount(0);
      await islandsIdle(page);
    };
    await expectCyclesLeaveNothing(cdp, cycle, 25);
  });

  test('20 pages loaded by the project pager: no listener per page, the nodes only the new projects, little heap per page', async ({ page, context }) => {
    test.setTimeout(120_000);
    const cdp = await context.newCDPSession(page);
    await page.goto('/projects/?variant=long-pager');
    await islandsIdle(page);
    const archive = page.locator('.projects-archive');
    const items = archive.locator('.project-item');
    const loadNext = async () => {
      const count = await items.count();
      await archive.locator('.project-pagination a.next').click();
      await expect(items).toHaveCount(count + 4);
      await expect(archive.locator('.project-pagination a.next.loading')).toHaveCount(0);
      await islandsIdle(page);
    };
    await loadNext(); // warm-up: the first click brings the archive's view, React and the page loader (DOMPurify)
    const before = await sampleMemory(cdp);
    const itemNodes = () => items.evaluateAll((list) => list.reduce((sum, item) => sum + 1 + item.getElementsByTagName('*').length, 0));
    const itemNodesBefore = await itemNodes();
    for (let i = 0; i < 20; i++) await loadNext();
    const after = await sampleMemory(cdp);
    const added = (await itemNodes()) - itemNodesBefore;
    // What 80 projects cost in the page (nodes, style, layout): a copy of the new ones, put in the grid.
    await items.evaluateAll((list) => list[0]!.parentElement!.append(...list.slice(-80).map((item) => item.cloneNode(true))));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const withCopies = await sampleMemory(cdp);
    const projectsBytes = withCopies.heapBytes - after.heapBytes;
    const perPage = (after.heapBytes - before.heapBytes - projectsBytes) / 20;
    const growth = `${describeGrowth(before, after)}; 80 projects in the page ${(projectsBytes / 1024).toFixed(0)} KB; beyond them ${(perPage / 1024).toFixed(1)} KB heap per page; ${added} nodes in the new projects`;
    test.info().annotations.push({ type: 'memory', description: growth });
    expect(after.listeners, growth).toBe(before.listeners);
    // The only new nodes are the projects themselves (the pager was replaced, nothing else stays).
    expect(after.nodes - before.nodes, growth).toBe(added);
    expect(perPage, growth).toBeLessThan(PAGE_HEAP_MARGIN);
  });
});
