import { chromium } from 'playwright';
const [,, path, n] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const longest: number[] = [];
for (let run = 0; run < Number(n ?? 3); run++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(`(() => { window.__loaf = []; new PerformanceObserver((list) => { for (const f of list.getEntries()) for (const s of f.scripts) if (/lubrica/.test(s.sourceURL)) window.__loaf.push([Math.round(s.startTime), Math.round(s.duration), s.invoker.slice(-30)]); }).observe({ type: 'long-animation-frame', buffered: true }); })()`);
  await page.goto(`http://127.0.0.1:8095${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const loaf = await page.evaluate(() => (window as any).__loaf) as Array<[number, number, string]>;
  longest.push(Math.max(0, ...loaf.map((x) => x[1])));
  console.log(JSON.stringify(loaf.filter((x) => x[1] > 20)), JSON.stringify(await page.evaluate(() => performance.getEntriesByType('measure').filter((m) => /^(theme:mount-slice|[mp]:)/.test(m.name) && m.duration > 8).map((m) => [m.name.slice(0, 18), Math.round(m.startTime), Math.round(m.duration)]))));
  await context.close();
}
console.log(path, 'longest bundle scripts', longest.sort((a, b) => a - b).join(' '));
await browser.close();
