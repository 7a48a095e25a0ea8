import type { Page, Route } from '@playwright/test';
import { recordAnimations } from '../../tests/support/record-animations.ts';
import { expect, pathsRequested, requestsSeen, test } from '../../tests/support/test.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';
import { fragmentsDecided, noteFragmentsEvents } from '../../tests/support/fragments-events.ts';
import { frozenClock } from '../../tests/support/frozen-clock.ts';

const wrap = (page: Page) => page.locator('rs-module-wrap');
const module = (page: Page) => wrap(page).locator('rs-module');
const slide = (page: Page, n: number) => module(page).locator('rs-slides > rs-slide').nth(n - 1);
const mounted = (page: Page) => expect(wrap(page)).toHaveAttribute('data-island-state', 'mounted');

test.describe('plant tour slider @slider', () => {
  test('Vimeo: its API loads with its slide; the layer plays (timer stopped) at volume 60', async ({ page }) => {
    const apis = pathsRequested(page, '/standins/');
    await page.goto('/plant-tour/');
    await mounted(page);
    expect(apis).toEqual([]);
    await page.evaluate(() => (location.hash = '#vimeo'));
    const layer = slide(page, 2).locator('rs-layer[data-type="video"]');
    await expect(layer).toHaveAttribute('data-rs-video-state', /playing|ended/);
    expect(apis).toEqual(['/standins/vimeo-player.js']);
    await expect(layer.locator('[data-standin="vimeo"]')).toHaveAttribute('data-video-id', '76979871');
    expect(await layer.locator('video').evaluate((el: HTMLVideoElement) => el.volume)).toBe(0.6);
    await expect(layer).toHaveAttribute('data-rs-video-state', 'ended');
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    // Leaving the slide pauses nothing that has ended; coming back does not load the API again.
    await page.evaluate(() => (location.hash = '#1'));
    await page.evaluate(() => (location.hash = '#vimeo'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    expect(apis).toEqual(['/standins/vimeo-player.js']);
  });

  test('audio layer: created without autoplay; playing stops the timer; its end brings the next slide', async ({ page }) => {
    await page.goto('/ru/plant-tour/#audio');
    await mounted(page);
    const layer = slide(page, 3).locator('rs-layer[data-type="audio"]');
    await expect(layer).toHaveAttribute('data-rs-video-state', 'created');
    await expect(layer.locator('audio')).toHaveJSProperty('paused', true);
    expect(await layer.locator('audio').evaluate((el: HTMLAudioElement) => el.volume)).toBe(0.75);
    await layer.locator('audio').evaluate((el: HTMLAudioElement) => {
      el.muted = true;
      return el.play();
    });
    await expect(module(page)).toHaveAttribute('data-rs-current', '4', { timeout: 10_000 });
    await expect(layer).toHaveAttribute('data-rs-video-state', 'ended');
  });

  test('lazy images: at most 4 load at once, the rest follow as places free up', async ({ page }) => {
    const held: Route[] = [];
    let holding = true;
    await page.route('**/media/slides/*.svg', (route) => (holding ? held.push(route) : route.continue()));
    await frozenClock(page);
    await page.goto('/plant-tour/', { waitUntil: 'domcontentloaded' });
    await mounted(page);
    const loading = () =>
      page.locator('img[data-lazyload]').evaluateAll((imgs) => imgs.filter((img) => img.getAttribute('src') === img.getAttribute('data-lazyload') && !img.hasAttribute('data-rs-image')).length);
    const waiting = () => page.locator('img[data-lazyload]').evaluateAll((imgs) => imgs.filter((img) => img.getAttribute('src') !== img.getAttribute('data-lazyload')).length);
    await expect.poll(loading).toBe(4);
    // While the four are held, no place frees up: not in the time before the first of them
    // would time out (5 s, the static layer's), run on the browser's clock.
    await page.clock.runFor(4900);
    expect(await loading()).toBe(4);
    expect(await waiting()).toBe(4);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await expect(page.locator('img[data-rs-image="loaded"]')).toHaveCount(8);
    expect(await waiting()).toBe(0);
  });

  test('an image that does not answer times out after 15 s (5 s for a static layer) and the slide still shows', async ({ page, problems }) => {
    await page.route('**/media/slides/{drums,logo}.svg', () => {
      // Never answered.
    });
    await noteFragmentsEvents(page);
    await frozenClock(page);
    await page.goto('/plant-tour/', { waitUntil: 'domcontentloaded' });
    await mounted(page);
    // Hovered, so the slides stay put while the clock jumps (the image time-outs are their own).
    await module(page).hover();
    const drums = slide(page, 7).locator('img.rev-slidebg');
    const logo = module(page).locator('rs-static-layers img');
    // Each time-out runs from its image's start, which waits for a free slot (4 at a time, freed
    // as the other images arrive, in real time): both must have started before the clock moves.
    await expect(logo).toHaveAttribute('src', '/media/slides/logo.svg');
    await expect(drums).toHaveAttribute('src', '/media/slides/drums.svg');
    await page.clock.runFor(4900);
    await expect(logo).not.toHaveAttribute('data-rs-image');
    // That jump brought the page's idle time, when the header's mini cart asks for the cart
    // fragments: its answer is waited for (the clock stopped meanwhile), or the next jumps would
    // pass the call's own time-out while it is on its way (the clean-clone CI at a7def2c: a
    // third warning, the mini cart's).
    await fragmentsDecided(page);
    await page.clock.runFor(200);
    await expect(logo).toHaveAttribute('data-rs-image', 'timeout');
    await expect(drums).not.toHaveAttribute('data-rs-image');
    await page.clock.runFor(10_000);
    await expect(drums).toHaveAttribute('data-rs-image', 'timeout');
    expect(problems.warnings).toEqual([
      expect.stringContaining('the image /media/slides/logo.svg could not be loaded within 5 s'),
      expect.stringContaining('the image /media/slides/drums.svg could not be loaded within 15 s'),
    ]);
    await page.evaluate(() => (location.hash = '#7'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '7');
    await expect(slide(page, 7)).toBeVisible();
    await expect(slide(page, 7).locator('rs-layer')).toHaveText('208-litre drums');
  });

  test('a broken image is reported as broken and its slide still shows', async ({ page, problems, expectErrors }) => {
    expectErrors(); // the browser itself logs the 404
    await page.goto('/plant-tour/?variant=broken-image#broken');
    await mounted(page);
    const bg = slide(page, 4).locator('img.rev-slidebg');
    await expect(bg).toHaveAttribute('data-rs-image', 'broken');
    expect(problems.warnings).toContainEqual(expect.stringMatching(/island "hero-slider" on <img\.rev-slidebg>: the image \/media\/slides\/missing-tank-farm\.svg could not be loaded \(broken\)/));
    expect(problems.errors.every((error) => error.includes('404'))).toBe(true);
    await expect(module(page)).toHaveAttribute('data-rs-current', '4');
    await expect(slide(page, 4).locator('rs-layer')).toBeVisible();
  });

  test('a grid above 200 cells drops the filter', async ({ page }) => {
    const animations = await recordAnimations(page);
    await page.goto('/plant-tour/');
    await mounted(page);
    await page.evaluate(() => (location.hash = '#5'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '5');
    await expect(module(page)).not.toHaveAttribute('data-rs-transition', /./, { timeout: 10_000 });
    const cells = (await animations()).filter((a) => a.grid);
    expect(cells[0]!.grid).toBe('24x10');
    expect(cells).toHaveLength(240);
    expect(cells.every((cell) => cell.filter === 'off' && !cell.keyframes.includes('blur'))).toBe(true);
  });

  test('a transition only the server knows: the transitions call is made once and its table used', async ({ page }) => {
    const animations = await recordAnimations(page);
    await page.goto('/plant-tour/');
    await mounted(page);
    await page.evaluate(() => (location.hash = '#trucks'));
    await expect(module(page)).toHaveAttribute('data-rs-transition', 'zoomout');
    await expect(module(page)).not.toHaveAttribute('data-rs-transition', /./, { timeout: 10_000 });
    expect((await animations()).some((a) => a.grid)).toBe(true);
    const calls = (await requestsSeen(page)).filter((r) => r.path === '/wp-admin/admin-ajax.php');
    expect(calls.map((r) => r.fields)).toEqual([{ action: 'revslider_ajax_call_front', client_action: 'get_transitions' }]);
  });

  test('a failed transitions call is only logged; the slide fades', async ({ page, problems, expectErrors }) => {
    expectErrors(); // the browser logs the 500
    await page.goto('/plant-tour/');
    await breakEndpoint(page, 'admin-ajax:revslider_ajax_call_front', 'error');
    const animations = await recordAnimations(page);
    await page.goto('/plant-tour/');
    await mounted(page);
    await page.evaluate(() => (location.hash = '#trucks'));
    await expect(module(page)).not.toHaveAttribute('data-rs-transition', /./, { timeout: 10_000 });
    await expect(module(page)).toHaveAttribute('data-rs-current', '6');
    expect(problems.warnings).toContainEqual(expect.stringContaining('island "hero-slider": the slide transitions could not be loaded'));
    expect((await animations()).filter((a) => a.tag === 'rs-slide').map((a) => a.keyframes)).toEqual([JSON.stringify([{ opacity: 0 }, { opacity: 1 }])]);
    expect(problems.errors.every((error) => error.includes('500'))).toBe(true);
    await expect(wrap(page)).toHaveAttribute('data-island-state', 'mounted');
  });

  test('a caption with a timed frame_999 leaves at its time', async ({ page }) => {
    await frozenClock(page);
    await page.goto('/plant-tour/');
    await mounted(page);
    const caption = slide(page, 1).locator('#tour-soon');
    await page.clock.runFor(1400);
    await expect(caption).toHaveAttribute('data-rs-layer-state', 'shown');
    await page.clock.runFor(200);
    await expect(caption).toHaveAttribute('data-rs-layer-state', 'gone');
    expect(await caption.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  });

  for (const [variant, message] of [
    ['bad-options', 'the slider options are not valid JSON'],
    ['wrong-option-type', 'option "delay" must be a positive number of ms, got "soon"'],
  ] as const) {
    test(`bad options (${variant}): one error naming the island, the first slide left as printed`, async ({ page, problems, expectErrors }) => {
      expectErrors();
      await page.goto(`/plant-tour/?variant=${variant}`);
      await expect(wrap(page)).toHaveAttribute('data-island-state', 'failed');
      expect(problems.errors).toEqual([`[theme] island "hero-slider" failed on <rs-module-wrap#rev_slider_2_1_wrapper>: ${message}`]);
      await expect(slide(page, 1)).toBeVisible();
      await expect(slide(page, 2)).toBeHidden();
      await expect(module(page).locator('.rs-nav')).toHaveCount(0);
      await expect(module(page)).not.toHaveAttribute('data-rs-ready');
    });
  }

  test('duplicate ids inside a slider are warned about once', async ({ page, problems }) => {
    await page.goto('/plant-tour/?variant=duplicate-ids');
    await mounted(page);
    expect(problems.warnings.filter((w) => w.includes('duplicate'))).toEqual(['[theme] island "hero-slider" on <rs-module-wrap#rev_slider_2_1_wrapper>: duplicate element id #tour-caption inside the slider']);
  });

  test("a slide's background video (<rs-bgvideo>): plays muted and looping over the slide's image and under its layers; the slide goes on; paused while away, playing again on return", async ({ page }) => {
    await frozenClock(page);
    await page.goto('/plant-tour/?variant=background-video');
    await mounted(page);
    const background = slide(page, 1).locator('rs-bgvideo');
    const video = background.locator('video');
    await expect(background).toHaveAttribute('data-rs-video-state', 'playing');
    expect(await video.evaluate((el: HTMLVideoElement) => ({ muted: el.muted, loop: el.loop, controls: el.controls, volume: el.volume, src: el.currentSrc }))).toEqual({
      muted: true,
      loop: true,
      controls: false,
      volume: 0.75,
      src: expect.stringMatching(/\/media\/standin\.webm$/),
    });
    // It covers the slide, as the slide's image does.
    const [slideBox, videoBox] = [await slide(page, 1).boundingBox(), await video.boundingBox()];
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(videoBox![side] - slideBox![side])).toBeLessThan(1);
    expect(await video.evaluate((el) => getComputedStyle(el).objectFit)).toBe('cover');
    // Over the image, under the layers: the heading is what a visitor sees (and clicks) where it is.
    const heading = slide(page, 1).locator('rs-layer.rs-heading');
    const onTop = await heading.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(onTop).toBe(true);
    const image = await slide(page, 1).locator('.rev-slidebg').evaluate((img) => {
      const box = img.getBoundingClientRect();
      return document.elementsFromPoint(box.left + 5, box.bottom - 5).map((el) => el.localName);
    });
    expect(image.indexOf('video')).toBeLessThan(image.indexOf('img'));
    // The slide goes on (ptimer:false, a looping background): 7000 ms, then the next.
    await expect(module(page)).toHaveAttribute('data-rs-timer', 'running');
    await page.clock.runFor(7000);
    await expect(module(page)).toHaveAttribute('data-rs-current', '2');
    await expect(background).toHaveAttribute('data-rs-video-state', 'paused');
    await expect(video).toHaveJSProperty('paused', true);
    await page.evaluate(() => (location.hash = '#1'));
    await expect(module(page)).toHaveAttribute('data-rs-current', '1');
    await expect(background).toHaveAttribute('data-rs-video-state', 'playing');
    // Unmounted: the markup as printed.
    await page.evaluate(() => window.themeIslands!.unmount(document.querySelector('rs-module-wrap')!));
    expect(await background.evaluate((el) => el.outerHTML)).toBe('<rs-bgvideo data-video="w:100%;h:100%;nse:false;l:loopandnoslidestop;ptimer:false;vfc:true;" data-webm="/media/standin.webm"></rs-bgvideo>');
  });

  test('reduced motion: a background video does not play; it waits, still, over the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ru/plant-tour/?variant=background-video');
    await mounted(page);
    const background = slide(page, 1).locator('rs-bgvideo');
    await expect(background).toHaveAttribute('data-rs-video-state', 'created');
    await expect(background.locator('video')).toHaveJSProperty('paused', true);
    await expect(background.locator('video')).toHaveJSProperty('controls', false);
  });

  test('unmounting puts the server markup back', async ({ page }) => {
    await page.goto('/plant-tour/?static');
    const printed = await wrap(page).innerHTML();
    await page.goto('/plant-tour/');
    await mounted(page);
    await page.evaluate(() => window.themeIslands!.unmount(document.querySelector('rs-module-wrap')!));
    expect(await wrap(page).innerHTML()).toBe(printed);
  });
});
