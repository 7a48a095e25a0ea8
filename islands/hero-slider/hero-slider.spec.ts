import type { Page } from '@playwright/test';
import { recordAnimations } from '../../tests/support/record-animations.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';
import { expect, expectAccessible, islandsIdle, pathsRequested, test } from '../../tests/support/test.ts';
import { drag, touchScreen } from '../../tests/support/touch-screen.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

/** Every change of a video layer's state and of the slide timer, in order, from page load. */
async function recordStates(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    const last = new Map<string, string | null>();
    (window as unknown as { __states: string[] }).__states = log;
    new MutationObserver((records) => {
      for (const record of records) {
        const key = record.attributeName === 'data-rs-timer' ? 'timer' : 'video';
        const value = (record.target as Element).getAttribute(record.attributeName!);
        if (last.get(key) === value) continue;
        last.set(key, value);
        log.push(`${key}=${value}`);
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-rs-video-state', 'data-rs-timer'] });
  });
  return () => page.evaluate(() => (window as unknown as { __states: string[] }).__states.slice());
}

/** The name of every bullet made current, in order, from page load. */
async function recordCurrentBullets(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __bullets: string[] }).__bullets = log;
    new MutationObserver((records) => {
      for (const record of records) {
        const bullet = record.target as Element;
        if (bullet.getAttribute('aria-current') === 'true') log.push(bullet.getAttribute('aria-label') ?? '');
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
  });
  return () => page.evaluate(() => (window as unknown as { __bullets: string[] }).__bullets.slice());
}

const hero = (page: Page) => page.locator('rs-module-wrap').first();
const module = (page: Page) => hero(page).locator('rs-module');
const slide = (page: Page, n: number) => module(page).locator('rs-slides > rs-slide').nth(n - 1);

/** Computed opacity and transform of each layer of a slide. */
const layerStyles = (page: Page, n: number) =>
  slide(page, n)
    .locator('rs-layer')
    .evaluateAll((layers) => layers.map((layer) => ({ opacity: getComputedStyle(layer).opacity, transform: getComputedStyle(layer).transform, running: layer.getAnimations().filter((a) => a.playState === 'running').length })));

test.describe('hero slider on the home page @slider', () => {
  test('the first slide shows as printed before the script runs and does not move when it mounts', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shifts: number }).__shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { __shifts: number }).__shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The slider's chunk is held back: what shows is the server's markup with the theme's CSS.
    const release = await holdRoute(page, '**/chunks/HeroSlider.island-*.js');
    await page.goto('/home/');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'pending');
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 1).locator('rs-layer').first()).toBeVisible();
    await expect(slide(page, 2)).toBeHidden();
    const printed = await module(page).boundingBox();
    const printedLayer = await slide(page, 1).locator('rs-layer').first().boundingBox();
    // Shifts of the page's own load (the header, the store notice) are not the slider's.
    await page.evaluate(() => ((window as unknown as { __shifts: number }).__shifts = 0));
    release();
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    expect(await module(page).boundingBox()).toEqual(printed);
    expect(await slide(page, 1).locator('rs-layer').first().boundingBox()).toEqual(printedLayer);
    await expect(slide(page, 1)).toHaveAttribute('data-rs-active', '');
    expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0);
    // The printed slide keeps its layers where they are: no entrance on load.
    expect((await layerStyles(page, 1)).every((layer) => layer.opacity === '1' && layer.running === 0)).toBe(true);
  });

  test('autoplay: the next slide comes after 9000 ms, and the slides go round', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/home/');
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(8900);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await page.clock.runFor(200);
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await expect(slide(page, 2)).toBeVisible();
  });

  test("a layer frame without its own speed takes the animation library's default, 0.5 s", async ({ page }) => {
    await frozenClock(page);
    // Slide 2's heading printed without `sp` (Slider Revolution leaves it out when it is the default).
    await page.route('**/home/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('st:300;sp:800;e:power3.out', 'st:300;e:power3.out');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/home/');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    const heading = slide(page, 2).locator('rs-layer').first();
    expect(await heading.getAttribute('data-frame_1')).toBe('st:300;e:power3.out');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    const timings = await heading.evaluate((el) => el.getAnimations().map((animation) => animation.effect?.getTiming()).map((timing) => [timing?.delay, timing?.duration]));
    expect(timings).toEqual([[300, 500]]);
  });

  test('frame_999: the captions leave at the end of the slide and stay gone', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/home/');
    const heading = slide(page, 1).locator('rs-layer').first();
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(8400);
    await expect(heading).toHaveAttribute('data-rs-layer-state', 'shown');
    await page.clock.runFor(200);
    await expect(heading).toHaveAttribute('data-rs-layer-state', /leaving|gone/);
    await expect(heading).toHaveAttribute('data-rs-layer-state', 'gone');
    expect(await heading.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  });

  test('arrows, bullets and keys navigate; layer animations end in their final state; the position is announced', async ({ page }) => {
    const currentBullets = await recordCurrentBullets(page);
    await page.goto('/home/');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await expect(page.locator('[data-announcer="polite"]')).toHaveText('Home hero: slide 2 of 3, Our plant');
    const layers = slide(page, 2).locator('rs-layer');
    await expect(layers.first()).toHaveAttribute('data-rs-layer-state', 'shown');
    const styles = await layerStyles(page, 2);
    expect(styles[0]).toEqual({ opacity: '1', transform: 'matrix(1, 0, 0, 1, 0, 0)', running: 0 });
    await expect(slide(page, 1)).toBeHidden();
    // The arrow clicked holds the pointer and the focus: the timer stands still, so slide 3 can
    // come only from its bullet, not from the autoplay after slide 2.
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'paused');
    // Slide 3's 2 s clip moves on to slide 1 when it ends: on a loaded machine that can be over
    // before a look at the bullet, so the bullets made current since the click are read instead.
    const before = (await currentBullets()).length;
    await page.getByRole('button', { name: 'Slide 3: In the laboratory' }).click();
    await expect.poll(async () => (await currentBullets()).slice(before)[0]).toBe('Slide 3: In the laboratory');
    // Start the keys from slide 1 either way.
    await page.getByRole('button', { name: 'Slide 1: Industrial oils' }).click();
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await page.keyboard.press('ArrowRight');
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await page.keyboard.press('ArrowLeft');
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await expectAccessible(page, 'rs-module-wrap');
  });

  test('swipe: past 75 px it changes the slide, below it does not', async ({ page }) => {
    await page.goto('/home/');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    const box = (await module(page).boundingBox())!;
    const y = box.y + box.height * 0.8;
    const drag = async (from: number, to: number) => {
      await page.mouse.move(from, y);
      await page.mouse.down();
      await page.mouse.move(to, y, { steps: 5 });
      await page.mouse.up();
    };
    await drag(box.x + 600, box.x + 540);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await drag(box.x + 600, box.x + 500);
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await drag(box.x + 400, box.x + 500);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true });

    test('swipe: two fingers dragged 120 px (a pinch) do not change the slide; one finger does', async ({ page }) => {
      await page.goto('/home/');
      await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
      const box = (await module(page).boundingBox())!;
      const from = { x: box.x + 600, y: box.y + box.height * 0.7 };
      await drag(page, 2, from, -120);
      await drag(page, 1, from, -120);
      // One slide on: had the pinch turned one too, this would be the third. (Each touch is
      // handled before its dispatch returns, and turning a slide marks it at once.)
      expect(await module(page).getAttribute('data-rs-current')).toBe('2');
    });

    test('a finger lifted within 250 ms of the other is the end of a two-finger gesture, not a swipe; 300 ms after, the swipe counts', async ({ page }) => {
      await page.goto('/home/');
      await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
      const box = (await module(page).boundingBox())!;
      const a = { id: 0, x: box.x + 600, y: box.y + box.height * 0.7 };
      const b = { id: 1, x: box.x + 600, y: box.y + box.height * 0.7 + 40 };
      const touch = await touchScreen(page);
      // Two fingers down; one lifts; the other drags 120 px (alone) and lifts `after` ms later.
      const gesture = async (at: number, after: number) => {
        await touch([a], at);
        await touch([a, b], at);
        await touch([a], at + 10);
        for (const [i, dx] of [-40, -80, -120].entries()) await touch([{ ...a, x: a.x + dx }], at + 10 + after - 30 + i * 10);
        await touch([], at + 10 + after);
      };
      await gesture(0, 200);
      await gesture(1_000, 300);
      // One slide on: the drag lifted 200 ms after the other finger turned nothing.
      expect(await module(page).getAttribute('data-rs-current')).toBe('2');
    });
  });

  test('the timer pauses on hover and on focus, and runs on when they end', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/home/');
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(4000);
    await module(page).hover();
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'paused');
    await page.clock.runFor(20_000);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await page.mouse.move(5, 5);
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.getByRole('button', { name: 'Previous slide' }).focus();
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'paused');
    await page.clock.runFor(20_000);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await page.locator('.skip-link').focus();
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(5100);
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
  });

  test('the pause button stops the slides until it is pressed again', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/home/');
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.getByRole('button', { name: 'Pause the slides' }).click();
    await page.locator('.skip-link').focus();
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'paused');
    await page.clock.runFor(30_000);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await page.getByRole('button', { name: 'Play the slides' }).click();
    await page.mouse.move(5, 5);
    await page.locator('.skip-link').focus();
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(9100);
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
  });

  test('each transition: slide moves both slides, grid draws 1 to 10 cells across with the filter, fade fades', async ({ page }) => {
    const animations = await recordAnimations(page);
    await page.goto('/home/');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    await animations();
    await page.getByRole('button', { name: 'Slide 2: Our plant' }).click();
    await expect(module(page)).not.toHaveAttribute('data-rs-transition', /./, { timeout: 10_000 });
    const slid = (await animations()).filter((a) => a.tag === 'rs-slide');
    expect(slid.map((a) => [a.keyframes, a.duration])).toEqual([
      [JSON.stringify([{ transform: 'translateX(100%)' }, { transform: 'translateX(0)' }]), 1000],
      [JSON.stringify([{ transform: 'translateX(0)' }, { transform: 'translateX(-100%)' }]), 1000],
    ]);
    await page.getByRole('button', { name: 'Slide 1: Industrial oils' }).click();
    await expect(module(page)).not.toHaveAttribute('data-rs-transition', /./, { timeout: 10_000 });
    expect((await animations()).filter((a) => a.tag === 'rs-slide').map((a) => a.keyframes)).toEqual([JSON.stringify([{ opacity: 0 }, { opacity: 1 }])]);
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 2)).toBeHidden();
    await page.getByRole('button', { name: 'Slide 3: In the laboratory' }).click();
    await expect(module(page)).not.toHaveAttribute('data-rs-transition', /./, { timeout: 10_000 });
    await expect(module(page).locator('.rs-grid')).toHaveCount(0);
    const cells = (await animations()).filter((a) => a.grid);
    const [cols, rows] = cells[0]!.grid!.split('x').map(Number);
    expect(cols).toBeGreaterThanOrEqual(1);
    expect(cols).toBeLessThanOrEqual(10);
    expect(cells).toHaveLength(cols! * rows!);
    expect(cells.every((cell) => cell.filter === 'on' && cell.keyframes.includes('blur'))).toBe(true);
  });

  test('deep links open a slide on load and on hashchange', async ({ page }) => {
    await page.goto('/home/#slide-3');
    await expect(module(page)).toHaveAttribute('data-rs-current', '3');
    await page.goto('/about/');
    await page.goto('/home/#slide-2');
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await expect(slide(page, 2).locator('rs-layer').first()).toHaveAttribute('data-rs-layer-state', 'shown');
    await page.goto('/about/');
    await page.goto('/home/#9');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await page.goto('/about/');
    await page.goto('/home/#2');
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await page.evaluate(() => (location.hash = '#slide3'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '3');
    await page.evaluate(() => (location.hash = '#plant'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await page.evaluate(() => (location.hash = '#nothing'));
    await page.evaluate(() => (location.hash = '#oils'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
  });

  test('reduced motion: no autoplay and no layer animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await frozenClock(page);
    await page.goto('/ru/home/');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    await page.clock.runFor(30_000);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await expect(page.getByRole('button', { name: 'Остановить слайды' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await page.clock.runFor(100); // the announcer writes in the next frame
    await expect(page.locator('[data-announcer="polite"]')).toHaveText('Главный слайдер: слайд 2 из 3, Наш завод');
    const animations = await module(page).evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length);
    expect(animations).toBe(0);
    expect((await layerStyles(page, 2))[0]).toMatchObject({ opacity: '1' });
  });
});

test.describe('hero slider layers on the responsive grid @slider', () => {
  // One test per width and language: each loads the home page three times (one per slide), and
  // six loads of it in one test came to 33 s on a loaded CI machine, over the test's 30 s.
  for (const [width, path] of [375, 768, 1440].flatMap((w) => [[w, '/home/'], [w, '/ru/home/']] as const)) {
    test(`at ${width} px every layer of every slide lies inside the slide, clear of the controls (the dots, the pause button, the arrows) and of the other layers (${path === '/home/' ? 'en' : 'ru'})`, async ({ page }) => {
      // With motion, so the pause button is there (autoplay). Nothing may turn the slide while it
      // is measured: the page's clock moves only as far as the layers' entrances (the last ends
      // at 1.4 s), never to the 9 s autoplay; and the lab slide's clip, which moves on when it
      // ends (nse:t) and plays in real time (2 s, whatever the clock), never arrives. A loaded
      // machine's waits outlasted both, and the measure found slide 1 coming in.
      await page.route('**/media/standin.webm', () => undefined);
      await frozenClock(page);
      await page.setViewportSize({ width, height: 900 });
      for (const link of ['oils', 'plant', 'lab']) {
        await page.goto(`${path}?slide=${link}#${link}`);
        await expect(page.locator(`rs-slide[data-rs-active][data-deeplink="${link}"]`)).toHaveCount(1);
        await page.clock.runFor(2000);
        await expect(page.locator('rs-slide[data-rs-active] rs-layer[data-xy]:not([data-rs-placed])')).toHaveCount(0);
        await expect(page.locator('rs-slide[data-rs-active] rs-layer[data-rs-layer-state="entering"]')).toHaveCount(0);
        await expect(page.locator('rs-module .rs-toggle')).toBeVisible();
        await expect(page.locator('rs-module .rs-bullets')).toBeVisible();
        const problems = await page.evaluate(() => {
          const box = (el: Element) => el.getBoundingClientRect();
          const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
          const slider = box(document.querySelector('rs-module')!);
          const layers = Array.from(document.querySelectorAll<HTMLElement>('rs-slide[data-rs-active] rs-layer')).map((el) => ({ name: el.id, rect: box(el) }));
          const controls = Array.from(document.querySelectorAll<HTMLElement>('rs-module .rs-nav')).filter((el) => el.offsetParent !== null).map((el) => ({ name: el.className, rect: box(el) }));
          const found: string[] = [];
          for (const layer of layers) {
            const r = layer.rect;
            if (r.left < slider.left - 1 || r.right > slider.right + 1 || r.top < slider.top - 1 || r.bottom > slider.bottom + 1) found.push(`${layer.name} leaves the slide`);
            for (const control of controls) if (overlap(r, control.rect)) found.push(`${layer.name} is under ${control.name}`);
            for (const other of layers) if (other.name > layer.name && overlap(r, other.rect)) found.push(`${layer.name} overlaps ${other.name}`);
          }
          return found;
        });
        expect(problems, `${path}#${link} at ${width} px`).toEqual([]);
      }
    });
  }

  test('with only Slider Revolution 6\'s own init script (no JSON), the slider takes its options from it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/home/?variant=rs6-init');
    await expect(module(page)).toHaveAttribute('data-rs-ready', '');
    await expect(hero(page).locator('script[data-rs-options]')).toHaveCount(0);
    // The per-level grid from its "1140,1024,778,480" lists; the arrows hidden by its hide_under.
    await expect(module(page)).toHaveAttribute('style', /--rs-gw: 778px; --rs-gh: 400px;/);
    await expect(page.locator('rs-module .rs-arrow').first()).toBeHidden();
    await expect(page.locator('rs-module .rs-bullets button')).toHaveCount(3);
    // JSON5 reads the literal, fetched only for such a slider.
    expect(scripts.some((path) => /\/chunks\/json5-[^/]*\.js$/.test(path))).toBe(true);
  });

  test('a Slider Revolution init literal that cannot be read fails the slider alone, with one error naming it', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/home/?variant=rs6-init-broken');
    await expect(hero(page)).toHaveAttribute('data-island-state', 'failed');
    expect(problems.errors).toEqual([expect.stringMatching(/^\[theme\] island "hero-slider" failed on <rs-module-wrap#rev_slider_1_1_wrapper.*Slider Revolution's init options for #rev_slider_1_1 could not be read/)]);
    // The first slide stays as printed.
    await expect(slide(page, 1)).toBeVisible();
    await expect(slide(page, 1).locator('rs-layer').first()).toBeVisible();
  });

  test('the arrows are hidden on a slider narrower than navigation.arrows.hide_under (778 px)', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto('/home/');
    await expect(module(page)).toHaveAttribute('data-rs-ready', '');
    await expect(page.locator('rs-module .rs-arrow')).toHaveCount(2);
    await expect(page.locator('rs-module .rs-arrow').first()).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(page.locator('rs-module .rs-arrow').first()).toBeVisible();
  });
});

test.describe('hero slider video layers @slider', () => {
  test('YouTube: the API loads only when its slide shows; created, playing (timer stopped), ended (timer runs on)', async ({ page }) => {
    const states = await recordStates(page);
    const apis = pathsRequested(page, '/standins/');
    await page.goto('/home/');
    await islandsIdle(page);
    expect(apis).toEqual([]);
    const video = slide(page, 2).locator('rs-layer[data-type="video"]');
    await page.evaluate(() => (location.hash = '#plant'));
    await expect(video).toHaveAttribute('data-rs-video-state', 'ended', { timeout: 15_000 });
    expect(apis).toEqual(['/standins/youtube-iframe-api.js']);
    await expect(video.locator('[data-standin="youtube"]')).toHaveAttribute('data-video-id', 'lubrica-plant-tour');
    expect(await video.locator('video').evaluate((el: HTMLVideoElement) => el.volume)).toBe(0.75);
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    expect((await states()).slice(1)).toEqual(['video=created', 'video=playing', 'timer=paused', 'video=ended', 'timer=running']);
  });

  test('HTML5 video printed with a poster, a start and an end time: the poster until it plays, played from 0.5 s, ended at 1.2 s of its 2 s', async ({ page }) => {
    await page.route('**/home/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('webm:/media/standin.webm;', 'webm:/media/standin.webm;poster:/media/slides/poster-youtube.svg;sta:0.5;end:1.2;');
      await route.fulfill({ response, body: html });
    });
    // Where the clip is at each of its media events, and when the layer says it ended. The clip
    // plays in media time, which Playwright's clock does not drive, so the test asserts the order
    // of events rather than how late a busy machine delivers them.
    await page.addInitScript(() => {
      const seen: { seeks: number[]; playing?: number; updates: number[]; ended?: { at: number; paused: boolean; mediaEnded: boolean } } = { seeks: [], updates: [] };
      Object.assign(window, { clipTimes: seen });
      const at = (event: Event) => (event.target as HTMLMediaElement).currentTime;
      document.addEventListener('seeking', (event) => seen.seeks.push(at(event)), true);
      document.addEventListener('playing', (event) => (seen.playing ??= at(event)), true);
      // Capture runs before the layer's own listener: each update the layer is about to see.
      document.addEventListener('timeupdate', (event) => seen.ended ?? seen.updates.push(at(event)), true);
      new MutationObserver((records) => {
        for (const record of records) {
          const layer = record.target as Element;
          const video = layer.querySelector('video')!;
          if (layer.getAttribute('data-rs-video-state') === 'ended') seen.ended ??= { at: video.currentTime, paused: video.paused, mediaEnded: video.ended };
        }
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-rs-video-state'] });
    });
    await frozenClock(page);
    await page.goto('/home/#lab');
    const layer = slide(page, 3).locator('rs-layer[data-type="video"]');
    expect(await layer.getAttribute('data-video')).toContain('sta:0.5;end:1.2;');
    expect(await layer.locator('video').evaluate((video: HTMLVideoElement) => new URL(video.poster).pathname)).toBe('/media/slides/poster-youtube.svg');
    await expect(layer).toHaveAttribute('data-rs-video-state', 'ended', { timeout: 15_000 });
    type ClipTimes = { seeks: number[]; playing: number; updates: number[]; ended: { at: number; paused: boolean; mediaEnded: boolean } };
    const times = await page.evaluate(() => (window as unknown as { clipTimes: ClipTimes }).clipTimes);
    // Played from 0.5 s: a seek there first (where `seeking` reports it), and nothing shown before it.
    expect(times.seeks[0]).toBeCloseTo(0.5, 2);
    expect(times.playing).toBeGreaterThanOrEqual(0.5);
    expect(Math.min(...times.updates)).toBeGreaterThanOrEqual(0.5);
    // Ended at 1.2 s: by the first update at or past it (none before it ended the layer), paused
    // there by the layer, not by the clip's own end at 2 s.
    const firstPastEnd = times.updates.find((time) => time >= 1.2);
    expect(times.updates.filter((time) => time >= 1.2)).toEqual([firstPastEnd]);
    // Read in the same task as that update; pause() may settle the position a hair later.
    expect(times.ended.at).toBeCloseTo(firstPastEnd!, 1);
    expect(times.ended.paused).toBe(true);
    expect(times.ended.mediaEnded).toBe(false);
    expect(times.ended.at).toBeLessThan(2);
  });

  test('a paused video lets the timer run again', async ({ page }) => {
    await page.goto('/home/#plant');
    const video = slide(page, 2).locator('rs-layer[data-type="video"]');
    // Paused as soon as it plays (the stand-in clip is short; a slow machine must not see it end first).
    await video.evaluate(
      (layer) =>
        new Promise<void>((resolve) => {
          const pauseWhenPlaying = () => {
            if (layer.getAttribute('data-rs-video-state') !== 'playing') return false;
            layer.querySelector('video')!.pause();
            resolve();
            return true;
          };
          if (!pauseWhenPlaying()) new MutationObserver((_, observer) => pauseWhenPlaying() && observer.disconnect()).observe(layer, { attributes: true });
        }),
    );
    await expect(video).toHaveAttribute('data-rs-video-state', 'paused');
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
  });

  for (const [query, printed] of [
    ['', 'nse:t'],
    ['?variant=rs-video-nse-default', 'no nse, RS 6 default'],
  ] as const) {
    test(`HTML5 video (${printed}): the timer stops while it plays, and the next slide follows its end`, async ({ page }) => {
      const states = await recordStates(page);
      // The clip plays in real time while the page's clock stands still: the next slide can only
      // come from the clip's end, never from the slide timer running on after it.
      await frozenClock(page);
      await page.goto(`/home/${query}#lab`);
      const video = slide(page, 3).locator('rs-layer[data-type="video"]');
      expect((await video.getAttribute('data-video'))!.includes('nse:')).toBe(query === '');
      await expect(module(page)).toHaveAttribute('data-rs-current', '1', { timeout: 15_000 });
      await expect(video).toHaveAttribute('data-rs-video-state', 'ended');
      expect(await states()).toEqual(['timer=running', 'video=created', 'video=playing', 'timer=paused', 'video=ended', 'timer=running']);
    });
  }

  test('a video API that has not loaded after 5 s: a red notice in the slider and the error logged', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/standins/youtube-iframe-api.js', () => {
      // Never answered: a blocked or failing certificate looks like this.
    });
    await frozenClock(page);
    // Not until "load": the API's script tag, put in the page by the slider before the load
    // event when its chunk arrives early, holds that event for as long as it is not answered.
    await page.goto('/home/#plant', { waitUntil: 'domcontentloaded' });
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await expect(slide(page, 2).locator('rs-layer[data-type="video"]')).not.toHaveAttribute('data-rs-video-state');
    await page.clock.runFor(4900);
    await expect(module(page).locator('.rs-video-notice')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(module(page).locator('.rs-video-notice')).toHaveText('The YouTube video could not be loaded.');
    await expect(module(page).locator('.rs-video-notice')).toHaveCSS('background-color', 'rgb(176, 0, 32)');
    expect(problems.errors).toEqual([expect.stringMatching(/island "hero-slider" on <rs-layer#slider-1-slide-2-layer-2>: the YouTube API could not be loaded .* within 5 s; check the SSL certificate/)]);
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
  });
});

test.describe("hero slider printed with Slider Revolution 6's defaults left out @slider", () => {
  const DEFAULTS_PAGE = '/home/?variant=rs6-defaults';

  test('on the browser clock: the next slide after 9000 ms, its transition over 1000 ms, its layers in over 0.5 s', async ({ page }) => {
    await frozenClock(page);
    const animations = await recordAnimations(page);
    await page.goto(DEFAULTS_PAGE);
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    // Printed without them: the init literal has no delay, the slide no `ms`, the frame no `sp`.
    const init = await page.evaluate(() => Array.from(document.scripts).find((script) => script.text.includes('revolutionInit'))?.text);
    expect(init).toContain('revolutionInit({');
    expect(init).not.toMatch(/delay|gridwidth|gridheight|responsiveLevels|wait|swipe_threshold|hide_under/);
    await expect(hero(page).locator('script[data-rs-options]')).toHaveCount(0);
    expect(await slide(page, 2).getAttribute('data-anim')).toBe('t:slidehorizontal;');
    const heading = slide(page, 2).locator('rs-layer').first();
    expect(await heading.getAttribute('data-frame_1')).toBe('st:300;e:power3.out;');
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(8900);
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await animations();
    await page.clock.runFor(200);
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    const started = await animations();
    const slides = started.filter((animation) => animation.tag === 'rs-slide');
    expect(slides.length).toBeGreaterThan(0);
    expect(new Set(slides.map((animation) => animation.duration))).toEqual(new Set([1000]));
    const headingId = await heading.getAttribute('id');
    expect(started.filter((animation) => animation.id === headingId).map((animation) => animation.duration)).toEqual([500]);
  });

  test('the grid: 960×500 at every level, levels changing at the breakpoints 1024, 778 and 480 px', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(DEFAULTS_PAGE);
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    /** Sizes the window so that the slider is `width` px wide (the page's margins around it vary with the window). */
    const sliderWidth = async (width: number) => {
      let window = width + 40;
      for (let tries = 0; tries < 6; tries++) {
        await page.setViewportSize({ width: window, height: 900 });
        const now = await module(page).evaluate((el) => el.clientWidth);
        if (now === width) return;
        window += width - now;
      }
      throw new Error(`no window size gives a ${width} px slider`);
    };
    const heading = slide(page, 1).locator('rs-layer').first();
    // Each side of each breakpoint (the slider's width, not the window's): the heading's printed
    // level (data-xy, data-text) there, its type size, and the slider's height.
    for (const [width, level] of [[1030, 0], [1018, 1], [784, 1], [772, 2], [486, 2], [474, 3]] as const) {
      await sliderWidth(width);
      await expect(heading).toHaveAttribute('data-rs-placed', String(level));
      expect(await module(page).evaluate((el) => [el.style.getPropertyValue('--rs-gw-n'), el.style.getPropertyValue('--rs-gh-n')])).toEqual(['960', '500']);
      await expect(heading).toHaveCSS('font-size', `${[36, 32, 28, 22][level]}px`);
      const height = (await module(page).boundingBox())!.height;
      expect(Math.abs(height - Math.min(500, (width * 500) / 960)), `height at ${width} px`).toBeLessThan(1);
      // No hide_under printed: the arrows stay at every width.
      await expect(module(page).locator('.rs-arrow--next')).toBeVisible();
    }
  });

  test('an HTML5 video layer printed without volume, aspect or height: volume 75, 16:9', async ({ page }) => {
    await page.goto(`${DEFAULTS_PAGE}#lab`);
    const layer = slide(page, 3).locator('rs-layer[data-type="video"]');
    await expect(layer).toHaveAttribute('data-rs-video-state', /created|playing|paused|ended/);
    expect(await layer.getAttribute('data-video')).not.toMatch(/vol:|ar:|h:/);
    expect(await layer.locator('video').evaluate((el: HTMLVideoElement) => el.volume)).toBe(0.75);
    const box = (await layer.boundingBox())!;
    expect(box.width).toBeGreaterThan(100);
    expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(1);
  });

  test('a video API that has not loaded: the notice after the default wait, 5 s', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.route('**/standins/youtube-iframe-api.js', () => {
      // Never answered.
    });
    await frozenClock(page);
    await page.goto(`${DEFAULTS_PAGE}#plant`, { waitUntil: 'domcontentloaded' });
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await page.clock.runFor(4900);
    await expect(module(page).locator('.rs-video-notice')).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(module(page).locator('.rs-video-notice')).toHaveText('The YouTube video could not be loaded.');
    expect(problems.errors).toEqual([expect.stringMatching(/the YouTube API could not be loaded .* within 5 s/)]);
  });

  test('swipe: the default threshold, 75 px (70 px does not turn the slide, 80 px does)', async ({ page }) => {
    await page.goto(DEFAULTS_PAGE);
    await expect(hero(page)).toHaveAttribute('data-island-state', 'mounted');
    const box = (await module(page).boundingBox())!;
    const y = box.y + box.height * 0.8;
    const swipe = async (dx: number) => {
      await page.mouse.move(box.x + 600, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 600 - dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(70);
    await swipe(80);
    // One slide on: the 70 px swipe turned nothing (it would have made this the third).
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
  });
});
