import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, islandsIdle, requestsSeen, test } from '../../tests/support/test.ts';
import { breakEndpoint } from '../../tests/support/break-endpoint.ts';
import { pauseClockAhead } from '../../tests/support/frozen-clock.ts';
import { holdRoute } from '../../tests/support/hold-route.ts';

const EVENTS = ['pumInit', 'pumBeforeOpen', 'pumOpenPrevented', 'pumAfterOpen', 'pumBeforeClose', 'pumAfterClose', 'pumConversion', 'pumFormSuccess'];

async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript((names) => {
    const w = window as unknown as { __pum: string[] };
    w.__pum = [];
    for (const name of names) document.addEventListener(name, (event) => w.__pum.push(`${name}:${(event.target as Element).id}`));
  }, EVENTS);
}
const events = (page: Page) => page.evaluate(() => (window as unknown as { __pum: string[] }).__pum);

async function home(page: Page, query = '', prefix = ''): Promise<void> {
  await page.goto(`${prefix}/home/${query}`);
  await islandsIdle(page);
  // Popups mount when the browser is idle: wait for every one, not only those triggered so far.
  await expect(page.locator('.pum-overlay')).not.toHaveCount(0);
  await expect(page.locator('.pum-overlay:not([data-island-state="mounted"]):not([data-island-state="failed"])')).toHaveCount(0);
}

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);
/** A cookie the page has set, once the browser's store has it: a `document.cookie` write reaches it a moment later (the CI, under load, read it before). */
const cookieSet = async (page: Page, name: string) => {
  await expect.poll(() => cookie(page, name), { message: `the cookie ${name} in the browser's store` }).toBeDefined();
  return (await cookie(page, name))!;
};

/** The page's clock stands still from here (a moment ahead: pauseAt cannot go back); its timers move only as the test moves them. */
const stopClock = async (page: Page) => pauseClockAhead(page, 500);

/** Opens the call-back popup and sends its form, the clock standing still from just before the send. */
async function sendCallBack(page: Page, prepare?: (form: HTMLFormElement) => void): Promise<Locator> {
  await page.locator('a.call-back-link').click();
  const popup = page.locator('#pum-102');
  await expect(popup).toHaveAttribute('data-pum-state', 'open');
  const form = popup.locator('form.pum-form');
  if (prepare) await form.evaluate(prepare);
  await form.locator('[name="phone"]').fill('+371 2000 0000');
  await stopClock(page);
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('.pum-form__message--success')).toHaveText('Thank you, we will call you back.');
  return popup;
}

/** Still open 1 ms before `ms` on the stopped clock, closing at `ms`. */
async function closesAfter(page: Page, popup: Locator, ms: number): Promise<void> {
  await page.clock.runFor(ms - 1);
  await expect(popup).toHaveAttribute('data-pum-state', 'open');
  await page.clock.runFor(1);
  await expect(popup).toHaveAttribute('data-pum-state', /closing|closed/);
  await expect(popup).toBeHidden();
}

test.describe('popups @popups', () => {
  test('a click trigger opens the popup as a modal dialog: classes, events, focus inside; Escape closes and focus returns', async ({ page }) => {
    await recordEvents(page);
    await home(page);
    const trigger = page.locator('button.popmake-101');
    await expect(trigger).toHaveClass(/pum-trigger/);
    await trigger.click();
    const popup = page.locator('#pum-101');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect(popup).toHaveClass(/pum-active/);
    await expect(popup).toBeVisible();
    await expect(popup).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('html')).toHaveClass(/pum-open pum-open-overlay pum-open-scrollable/);
    await expect(popup.locator('.pum-content')).toBeFocused();
    await expect(popup).toHaveCSS('z-index', '1999999999');
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('#pum-101 .pum-container')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.querySelector('#pum-101 .pum-container')!.contains(document.activeElement))).toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(popup).toHaveAttribute('aria-modal', 'false');
    await expect(page.locator('html')).not.toHaveClass(/pum-open/);
    await expect(trigger).toBeFocused();
    expect((await events(page)).filter((e) => e.endsWith('pum-101'))).toEqual(['pumInit:pum-101', 'pumBeforeOpen:pum-101', 'pumAfterOpen:pum-101', 'pumBeforeClose:pum-101', 'pumAfterClose:pum-101']);
    // on_popup_close cookie: "+30 days", site-wide (home_url "/").
    const set = await cookieSet(page, 'pum-101-closed');
    expect(set).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
    expect(set.expires * 1000 - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
    expect(set.expires * 1000 - Date.now()).toBeLessThan(30.1 * 86_400_000);
    // The open was counted by the analytics beacon.
    const beacons = (await requestsSeen(page)).filter((r) => r.path === '/wp-json/pum/v1/analytics/');
    expect(beacons.map((r) => ({ event: r.query.event, pid: r.query.pid }))).toEqual([{ event: 'open', pid: '101' }]);
    expect(beacons[0]!.query._cache).toMatch(/^\d+$/);
  });

  test('Escape closes the last popup opened of those stacked, then the one under it, as Popup Maker\'s one key listener does', async ({ page }) => {
    await home(page);
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    // The call-back popup is stackable: the newsletter popup stays open under it.
    await page.evaluate(() => (window as unknown as { PUM: { open(id: number): void } }).PUM.open(102));
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    // Without jQuery, PUM.getPopup('open') is the list of the open overlays, in the page's order.
    expect(await page.evaluate(() => ((window as unknown as { PUM: { getPopup(target: string): Element[] } }).PUM.getPopup('open')).map((el) => el.id))).toEqual(['pum-101', 'pum-102']);
    await page.keyboard.press('Escape');
    // Closed, not only out of sight: the overlay of a popup without one takes no room, so it reads
    // as hidden while its container still fades; a press during that fade is the closing popup's.
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'closed');
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await page.keyboard.press('Escape');
    await expect(page.locator('#pum-101')).toBeHidden();
  });

  // Each way Popup Maker names a click trigger: the popup's id class, its slug class, a link to
  // #popmake-<id>, a trigger's extra selector (a link to another page).
  for (const [trigger, id] of [['button.popmake-101', '#pum-101'], ['button.popmake-question', '#pum-103'], ['a.call-back-link', '#pum-102'], ['a.open-newsletter', '#pum-101']] as const) {
    test(`a trigger clicked before the popups are mounted opens its popup once they are, as Popup Maker's, bound at page start, does (${trigger})`, async ({ page }) => {
      const arrive = await holdRoute(page, '**/chunks/Popup.island-*.js');
      await page.goto('/home/');
      const popup = page.locator(id);
      await expect(popup).toHaveAttribute('data-island-state', 'pending');
      await page.locator(trigger).click();
      arrive();
      await expect(popup).toHaveAttribute('data-pum-state', 'open');
      await expect(popup.locator('.pum-container')).toBeVisible();
      // A link that is a trigger opened the popup: the page did not go to its address or hash.
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/home/');
    });
  }

  // A theme's script clicks a trigger through jQuery (`.trigger('click')`) and listens to the
  // triggers' clicks with jQuery itself: its handler runs as jQuery makes the click, and must not
  // run again when the held click is made for the popups.
  for (const [trigger, id] of [['a.call-back-link', '#pum-102'], ['button.popmake-101', '#pum-101']] as const) {
    test(`a trigger clicked through jQuery before the popups are mounted opens its popup once they are; the theme's own jQuery handler hears the click once (${trigger})`, async ({ page }) => {
      const arrive = await holdRoute(page, '**/chunks/Popup.island-*.js');
      await page.goto('/home/?variant=pum-with-jquery');
      const popup = page.locator(id);
      await expect(popup).toHaveAttribute('data-island-state', 'pending');
      type ThemeWindow = { jQuery: (s: unknown) => { on(name: string, selector: string, handler: () => void): void; trigger(name: string): void }; themeHeard: string[] };
      await page.evaluate((trigger) => {
        const theme = window as unknown as ThemeWindow;
        theme.themeHeard = [];
        theme.jQuery(document.body).on('click', trigger, () => theme.themeHeard.push(trigger));
        theme.jQuery(trigger).trigger('click');
      }, trigger);
      arrive();
      await expect(popup).toHaveAttribute('data-pum-state', 'open');
      expect(await page.evaluate(() => (window as unknown as ThemeWindow).themeHeard)).toEqual([trigger]);
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/home/');
    });
  }

  test('a trigger that is neither a link nor a button (a span with the popup\'s class), clicked before the popups are mounted, opens its popup once they are', async ({ page }) => {
    const arrive = await holdRoute(page, '**/chunks/Popup.island-*.js');
    await page.goto('/home/');
    const popup = page.locator('#pum-101');
    await expect(popup).toHaveAttribute('data-island-state', 'pending');
    // What a theme does with Popup Maker's class on a banner or a text: no link, no button.
    await page.evaluate(() => {
      const trigger = document.createElement('span');
      trigger.className = 'popmake-101 test-span-trigger';
      trigger.textContent = 'Subscribe';
      document.querySelector('button.popmake-101')!.after(trigger);
    });
    await page.locator('span.test-span-trigger').click();
    arrive();
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect(popup.locator('.pum-container')).toBeVisible();
  });

  test('a trigger link clicked before the popups are mounted, their chunk failing: the click is made on the page as it is without them (Page Scroll to id takes the link), and each popup says so once', async ({ page, problems, expectErrors }) => {
    expectErrors();
    const fail = await holdRoute(page, '**/chunks/Popup.island-*.js', { then: 'fail' });
    await page.goto('/home/');
    await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'pending');
    await page.locator('a.call-back-link').click();
    fail();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'failed');
    await expect(page.locator('a.call-back-link')).toHaveClass(/mPS2id-clicked/);
    await expect(page.locator('#pum-102')).toBeHidden();
    const popups = await page.locator('.pum-overlay').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(problems.errors.filter((text) => text.includes('island "popup" failed on <div#pum-'))).toHaveLength(popups.length);
    expect(problems.errors.filter((text) => text.includes('island "popup" failed on <div#pum-102'))).toHaveLength(1);
  });

  // The plugin prints our stand-in where pum-site-scripts.js stood (build/classic-stand-ins.ts):
  // theme code finds window.PUM from there on, as it found Popup Maker's, long before the popups
  // mount at idle. Idle never comes in these tests, so only the early API can have woken them.
  const idleNeverComes = (page: Page) => page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
  type ThemePopups = { atTop: string; heard: Array<[number | null, string]> };

  test('window.PUM is there where Popup Maker\'s script stood: a footer script adds a hook at its top and opens a popup at DOM ready, before the popups\' idle; the hook is the popups\' own', async ({ page }) => {
    await recordEvents(page);
    await idleNeverComes(page);
    await page.goto('/home/?variant=pum-theme-code');
    const popup = page.locator('#pum-102');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect(popup.locator('.pum-container')).toBeVisible();
    expect(await events(page)).toEqual(expect.arrayContaining(['pumBeforeOpen:pum-102', 'pumAfterOpen:pum-102']));
    expect(await page.evaluate(() => (window as unknown as { themePopups: ThemePopups }).themePopups.atTop)).toBe('function');
    // The action the theme added at its top is on the popups' bus: a form success in popup 101 reaches it.
    const heard = await page.evaluate(() => {
      const w = window as unknown as { themePopups: ThemePopups; PUM: { integrations: { formSubmission(form: Element, args: object): void } } };
      w.PUM.integrations.formSubmission(document.querySelector('#pum-101 form')!, { formProvider: 'custom', formId: 7 });
      return w.themePopups.heard;
    });
    expect(heard).toEqual([[101, 'custom']]);
    // A call after the popups have mounted goes straight to their API.
    await page.evaluate(() => (window as unknown as { PUM: { close(id: number): void } }).PUM.close(102));
    await expect(popup).toBeHidden();
  });

  test('$.fn.popmake is there where Popup Maker\'s script stood when jQuery is: a footer script opens a popup with it at DOM ready, before the popups\' idle; it chains, and once they have mounted theirs takes the calls', async ({ page }) => {
    await recordEvents(page);
    await idleNeverComes(page);
    await page.goto('/home/?variant=pum-theme-jquery');
    const popup = page.locator('#pum-102');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect(popup.locator('.pum-container')).toBeVisible();
    expect(await events(page)).toEqual(expect.arrayContaining(['pumBeforeOpen:pum-102', 'pumAfterOpen:pum-102']));
    expect(await page.evaluate(() => (window as unknown as { themePopups: { chained: number } }).themePopups.chained)).toBe(1);
    // The popups' own method now: a getter answers.
    const settings = await page.evaluate(() => (window as unknown as { jQuery: (s: string) => { popmake(method: string): unknown } }).jQuery('#pum-102').popmake('getSettings'));
    expect(settings).toMatchObject({ close_on_esc_press: expect.any(Boolean) });
    await page.evaluate(() => (window as unknown as { jQuery: (s: string) => { popmake(method: string): unknown } }).jQuery('#pum-102').popmake('close'));
    await expect(popup).toBeHidden();
  });

  // The early calls dropped when no popup mounts, by the API each variant's theme code uses.
  for (const [variant, call] of [['pum-theme-code', 'window.PUM.open'], ['pum-theme-jquery', "$.fn.popmake('open')"]] as const) {
    test(`an early ${call} whose popups' chunk fails: one console line says it was dropped, each popup says it failed, the page stays as the server printed it`, async ({ page, problems, expectErrors }) => {
      expectErrors();
      await idleNeverComes(page);
      const fail = await holdRoute(page, '**/chunks/Popup.island-*.js', { then: 'fail' });
      await page.goto(`/home/?variant=${variant}`);
      await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'pending');
      fail();
      await expect(page.locator('#pum-102')).toHaveAttribute('data-island-state', 'failed');
      await expect.poll(() => problems.errors.filter((text) => text.includes(`${call} dropped: no popup has mounted`))).toHaveLength(1);
      await expect(page.locator('#pum-102')).toBeHidden();
      expect(problems.uncaught).toEqual([]);
    });
  }

  test('the opening animation runs at the configured speed: overlay half, container half (fadeAndSlide from the left)', async ({ page }) => {
    await home(page);
    // Opened and read in one task: the animations are read before any of them can finish.
    const timing = await page.evaluate(() => {
      (window as unknown as { PUM: { open(id: number): void } }).PUM.open(101);
      const container = document.querySelector('#pum-101 .pum-container')!;
      const overlay = document.querySelector('#pum-101')!;
      const c = container.getAnimations()[0]?.effect as KeyframeEffect | undefined;
      const o = overlay.getAnimations().find((a) => (a.effect as KeyframeEffect).target === overlay)?.effect as KeyframeEffect | undefined;
      // Its place (the style the view wrote) and size (a translation leaves it), which the
      // slide's start is counted from.
      const place = container as HTMLElement;
      const { width, height } = place.getBoundingClientRect();
      const box = { left: parseFloat(place.style.left), top: parseFloat(place.style.top), width, height };
      return { container: c?.getTiming(), overlay: o?.getTiming(), from: c?.getKeyframes()[0]?.transform, box };
    });
    expect(timing.overlay).toMatchObject({ duration: 175 });
    expect(timing.container).toMatchObject({ duration: 175, delay: 175 });
    // From the top left corner, outside the window: its right edge at the window's left, its
    // bottom 100 px above the window's top.
    const { box } = timing;
    expect(timing.from).toBe(`translate(${Math.round(-box.width - box.left)}px, ${Math.round(-box.height - 100 - box.top)}px)`);
  });

  test('an extra selector opens it too without following the link; an overlay click closes it, a click inside does not', async ({ page }) => {
    await home(page);
    await page.locator('a.open-newsletter').click();
    const popup = page.locator('#pum-101');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    expect(new URL(page.url()).pathname).toBe('/home/');
    await popup.locator('.pum-title').click();
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await page.mouse.click(20, 880);
    await expect(popup).toBeHidden();
  });

  test('overlay disabled, stackable, bottom-right with offsets, close button after its delay, F4 closes', async ({ page }) => {
    await home(page);
    // The close buttons as the opening animation (350 ms) ends, read in the page: the 600 ms delay
    // is a later timer, so this holds however slow the machine (a check from the test itself came
    // after the delay on a loaded CI machine). The × after the content waits, out of the way, as
    // Popup Maker's fadeOut(0) puts it; the content's own close link does not.
    await page.evaluate(() => {
      const overlay = document.getElementById('pum-102')!;
      overlay.addEventListener('pumAfterOpen', () => {
        const shows = (selector: string) => overlay.querySelector(selector)!.checkVisibility({ visibilityProperty: true });
        (window as unknown as { closeAtOpen: unknown }).closeAtOpen = { button: shows('.pum-content + .pum-close'), link: shows('.pum-content .pum-close') };
        // When it comes back, read in the task that shows it: the fade it starts with.
        const button = overlay.querySelector<HTMLElement>('.pum-content + .pum-close')!;
        new MutationObserver((_, observer) => {
          observer.disconnect();
          (window as unknown as { closeFade: unknown }).closeFade = button.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getTiming().duration);
        }).observe(button, { attributeFilter: ['style'] });
      }, { once: true });
    });
    await page.locator('a.call-back-link').click();
    const popup = page.locator('#pum-102');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    // The overlay is invisible and lets clicks through; the container shows.
    await expect(popup.locator('.pum-container')).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/pum-open-overlay-disabled/);
    const close = popup.locator('.pum-content + .pum-close');
    await expect.poll(() => page.evaluate(() => (window as unknown as { closeAtOpen?: unknown }).closeAtOpen)).toEqual({ button: false, link: true });
    // Its delay over, it fades in (jQuery's fadeIn: 400 ms) to the theme's full opacity.
    await expect(close).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as { closeFade?: unknown }).closeFade)).toEqual([400]);
    await expect(close).toHaveCSS('opacity', '1');
    const box = (await popup.locator('.pum-container').boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(1440 - 20);
    expect(Math.round(box.y + box.height)).toBe(900 - 20);
    // The page behind stays usable: the newsletter button opens its popup, which (not
    // stackable) closes the others first; then the stackable one opens beside it.
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await expect(popup).toHaveAttribute('data-pum-state', 'closed');
    await page.evaluate(() => (window as unknown as { PUM: { open(id: number): void } }).PUM.open(102));
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await page.keyboard.press('F4');
    await expect(popup).toHaveAttribute('data-pum-state', 'closed');
    // F4 closes only the popups that ask for it; Escape closes the newsletter.
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await page.keyboard.press('Escape');
    await expect(page.locator('#pum-101')).toBeHidden();
  });

  test('a slide starts outside the window, as Popup Maker\'s animation_origin puts it: the call-back popup (origin bottom) rises from 100 px below the window\'s edge', async ({ page }) => {
    await home(page);
    // The opening's first frame, read in the task that starts it (the phase becoming "opening").
    await page.evaluate(() => {
      const overlay = document.getElementById('pum-102')!;
      const container = overlay.querySelector<HTMLElement>('.pum-container')!;
      new MutationObserver((_, observer) => {
        if (overlay.getAttribute('data-pum-state') !== 'opening') return;
        observer.disconnect();
        (window as unknown as { slideStart: unknown }).slideStart = container.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getKeyframes()[0]!.transform);
      }).observe(overlay, { attributeFilter: ['data-pum-state'] });
    });
    await page.locator('a.call-back-link').click();
    const popup = page.locator('#pum-102');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    const top = await popup.locator('.pum-container').evaluate((el) => el.getBoundingClientRect().top);
    const height = await page.evaluate(() => document.documentElement.clientHeight);
    expect(await page.evaluate(() => (window as unknown as { slideStart?: unknown }).slideStart)).toEqual([`translate(0px, ${Math.round(height + 100 - top)}px)`]);
  });

  test('a popup without an overlay leaves the page beside it usable: the focus goes into the popup at its opening, then where the visitor puts it, as pum-accessibility.js allows', async ({ page }) => {
    await home(page);
    await page.locator('a.call-back-link').click();
    const popup = page.locator('#pum-102');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect.poll(() => popup.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // A link of the page, outside every popup, focused by the visitor (a click, a screen reader).
    await page.evaluate(() => Array.from(document.querySelectorAll('a[href]')).find((link) => !link.closest('.pum'))!.setAttribute('id', 'outside-link'));
    await page.locator('#outside-link').focus();
    await expect(page.locator('#outside-link')).toBeFocused();
    // Tab inside the popup still comes round inside it.
    await popup.locator('input[name="phone"]').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await popup.evaluate((el) => el.querySelector('.pum-container')!.contains(document.activeElement))).toBe(true);
  });

  test('a YouTube embed in a popup stops when it closes: loaded again, without autoplay (Popup Maker\'s stopIframeVideosPlaying)', async ({ page }) => {
    await home(page);
    // A stand-in for the embed: a local file whose address names YouTube, as the check reads it.
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.src = '/standins/youtube-iframe-api.js?v=youtube&autoplay=1';
      (window as unknown as { __loads: number }).__loads = 0;
      frame.addEventListener('load', () => (window as unknown as { __loads: number }).__loads++);
      document.querySelector('#pum-101 .pum-content')!.append(frame);
    });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __loads: number }).__loads)).toBe(1);
    await page.locator('button.popmake-101').click();
    const popup = page.locator('#pum-101');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(popup.locator('iframe')).toHaveAttribute('src', '/standins/youtube-iframe-api.js?v=youtube&1=1');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __loads: number }).__loads)).toBe(2);
  });

  test('a resize repositions the open popup (throttled)', async ({ page }) => {
    await home(page);
    await page.locator('a.call-back-link').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect.poll(async () => Math.round(((await page.locator('#pum-102 .pum-container').boundingBox())!.x + (await page.locator('#pum-102 .pum-container').boundingBox())!.width))).toBe(1200 - 20);
  });

  test('the subscription form: errors in the box at the top, then success, cookie, conversion, and a close after its delay', async ({ page }) => {
    await recordEvents(page);
    await home(page);
    await page.locator('button.popmake-101').click();
    const form = page.locator('#pum-101 form.pum-sub-form');
    await form.locator('[name="email"]').fill('anna@lubrica');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.pum-form__messages')).toHaveText('Please provide a valid email address.');
    await expect(form.locator('.pum-form__messages')).toBeVisible();
    await expect(form).toHaveClass(/pum-form--errors/);
    // message_position "top": the box holds the errors; the fields are not marked (pum-forms.js).
    await expect(form.locator('.pum-form__field--email')).not.toHaveClass(/pum-form__field--error/);
    await form.locator('[name="name"]').fill('Anna');
    await form.locator('[name="email"]').fill('anna@lubrica.lv');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.pum-form__message--success')).toHaveText('You have been subscribed!');
    const posted = (await requestsSeen(page)).filter((r) => r.path === '/wp-admin/admin-ajax.php' && r.fields.action === 'pum_sub_form');
    expect(posted.at(-1)!.fields.values).toEqual({ name: 'Anna', email: 'anna@lubrica.lv', provider: 'none', pum_form_popup_id: '101' });
    await expect(page.locator('#pum-101')).toBeHidden();
    expect(await cookieSet(page, 'pum-101-subscribed')).toMatchObject({ value: 'true', path: '/' });
    expect((await events(page)).filter((e) => e.endsWith('pum-101'))).toEqual(expect.arrayContaining(['pumConversion:pum-101', 'pumFormSuccess:pum-101']));
    expect((await requestsSeen(page)).filter((r) => r.path === '/wp-json/pum/v1/analytics/').map((r) => r.query.event)).toEqual(['open', 'conversion']);
    // The subscription cookie suppresses the trigger from now on.
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toBeHidden();
  });

  test('Russian pages get the answer in Russian', async ({ page }) => {
    await home(page, '', '/ru');
    await page.locator('button.popmake-101').click();
    const form = page.locator('#pum-101 form.pum-sub-form');
    await form.locator('[name="email"]').fill('x@y');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.pum-form__messages')).toHaveText('Укажите правильный адрес электронной почты.');
  });

  test('a popup form\'s closedelay is seconds, 3 digits too: the call-back form closes 100 s after success, not 100 ms', async ({ page }) => {
    await page.clock.install();
    await home(page);
    // 100 s of the page's clock would play the hero slider's YouTube slide without its API
    // (a stand-in loaded in real time): the slider is not what this test watches.
    await page.evaluate(() => window.themeIslands!.unmount(document.querySelector('rs-module-wrap')!));
    const popup = await sendCallBack(page, (form) => form.setAttribute('data-settings', JSON.stringify({ closepopup: true, closedelay: '100' })));
    await closesAfter(page, popup, 100_000);
    expect((await requestsSeen(page)).some((r) => r.fields.action === 'pum_form')).toBe(true);
  });

  test('close on form submission waits its delay in milliseconds: 50 means 50 ms, not 50 s', async ({ page }) => {
    await page.clock.install();
    await home(page, '?variant=pum-close-delays');
    await closesAfter(page, await sendCallBack(page), 50);
  });

  test('a CF7 form\'s legacy input.wpcf7-pum closedelay of 3 or more digits is milliseconds, kept to whole seconds: 2500 closes after 2 s', async ({ page }) => {
    await recordEvents(page);
    await page.clock.install();
    await home(page, '?variant=pum-close-delays');
    await page.locator('button.popmake-question').click();
    const popup = page.locator('#pum-103');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await popup.locator('[name="your-email"]').fill('anna@lubrica.lv');
    // The form's island wakes as the visitor comes to send; it mounts before the clock stops.
    await popup.locator('.wpcf7-submit').hover();
    await expect(popup.locator('form.wpcf7-form')).toHaveAttribute('data-island-state', 'mounted');
    await stopClock(page);
    await popup.locator('.wpcf7-submit').click();
    await expect(popup.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await expect.poll(() => events(page)).toContain('pumFormSuccess:pum-103');
    await closesAfter(page, popup, 2000);
  });

  test('a redirect in the answer is followed only on this site', async ({ page, problems }) => {
    await home(page);
    await page.locator('a.call-back-link').click();
    const form = page.locator('#pum-102 form.pum-form');
    await page.evaluate(() => {
      const f = document.querySelector('#pum-102 form')!;
      f.insertAdjacentHTML('beforeend', '<input type="hidden" name="redirect" value="https://evil.example/">');
    });
    await form.locator('[name="phone"]').fill('1');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'closed', { timeout: 3000 });
    expect(new URL(page.url()).pathname).toBe('/home/');
    expect(problems.warnings.some((w) => w.includes('redirect "https://evil.example/" ignored'))).toBe(true);
    await page.locator('a.call-back-link').click();
    await page.evaluate(() => {
      const f = document.querySelector('#pum-102 form')!;
      f.insertAdjacentHTML('beforeend', `<input type="hidden" name="redirect" value="${btoa('/contacts/')}">`);
    });
    await form.locator('[name="phone"]').fill('1');
    await Promise.all([page.waitForURL('**/contacts/'), form.locator('button[type="submit"]').click()]);
  });

  test('a redirect turned off in the form\'s settings is not followed; turned on without an address, the page loads again (pum-forms.js)', async ({ page }) => {
    await home(page);
    let loads = 0;
    page.on('load', () => loads++);
    const form = page.locator('#pum-102 form.pum-form');
    const send = async (fields: string) => {
      await page.locator('a.call-back-link').click();
      await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
      await form.evaluate((f, html) => {
        for (const old of f.querySelectorAll('input[name^="redirect"]')) old.remove();
        f.insertAdjacentHTML('beforeend', html);
      }, fields);
      await form.locator('[name="phone"]').fill('1');
      await form.locator('button[type="submit"]').click();
    };
    await send(`<input type="hidden" name="redirect" value="${btoa('/contacts/')}"><input type="hidden" name="redirect_enabled" value="0">`);
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'closed', { timeout: 3000 });
    expect([new URL(page.url()).pathname, loads]).toEqual(['/home/', 0]);
    await send('<input type="hidden" name="redirect_enabled" value="1">');
    await expect.poll(() => loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/home/');
  });

  test('message_position bottom: a form without a message box gets one at its end', async ({ page }) => {
    await home(page, '?variant=pum-messages-bottom');
    await page.locator('button.popmake-101').click();
    const form = page.locator('#pum-101 form.pum-sub-form');
    await expect(form.locator('.pum-form__messages')).toHaveCount(0);
    await form.locator('[name="email"]').fill('anna@lubrica');
    await form.locator('button[type="submit"]').click();
    const box = form.locator(':scope > .pum-form__messages.pum-form__messages--bottom:last-child');
    await expect(box.locator('.pum-form__message--error')).toHaveText('Please provide a valid email address.');
    await expect(box).toBeVisible();
    await form.locator('[name="email"]').fill('anna@lubrica.lv');
    await form.locator('button[type="submit"]').click();
    await expect(box.locator('.pum-form__message')).toHaveText(['You have been subscribed!']);
    await expect(form.locator('.pum-form__messages')).toHaveCount(1);
  });

  test('another message_position: each error beside its field, the first scrolled to and its input focused; the next answer clears them', async ({ page }) => {
    await home(page, '?variant=pum-messages-field');
    await page.locator('button.popmake-101').click();
    // Opened: the focus trap takes the focus when the opening ends, which must not be under the key press below.
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    const form = page.locator('#pum-101 form.pum-sub-form');
    await form.locator('[name="email"]').fill('anna@lubrica');
    await form.locator('button[type="submit"]').focus();
    await page.keyboard.press('Enter');
    const field = form.locator('.pum-form__field--email');
    await expect(field).toHaveClass(/pum-form__field--error/);
    await expect(field.locator('p.pum-form__message.pum-form__message--error')).toHaveText('Please provide a valid email address.');
    await expect(field.locator('input')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.pum-form__messages')).toBeHidden();
    // PUM.utilities.scrollTo: after its 1000 ms scroll, the field's input has the focus.
    await expect(field.locator('input')).toBeFocused();
    await field.locator('input').fill('anna@lubrica.lv');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.pum-form__message--success')).toHaveText('You have been subscribed!');
    await expect(field).not.toHaveClass(/pum-form__field--error/);
    await expect(field.locator('.pum-form__message')).toHaveCount(0);
    await expect(field.locator('input')).not.toHaveAttribute('aria-invalid');
  });

  test('while a popup form is sent its button is disabled and shows the spinner; both end with the answer', async ({ page }) => {
    await home(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/wp-admin/admin-ajax.php', async (route) => {
      if (route.request().method() === 'POST' && (route.request().postData() ?? '').includes('action=pum_form')) await held;
      await route.continue();
    });
    await page.locator('a.call-back-link').click();
    const form = page.locator('#pum-102 form.pum-form');
    const submit = form.locator('button[type="submit"]');
    await form.locator('[name="phone"]').fill('+371 2000 0000');
    await submit.click();
    await expect(form).toHaveClass(/pum-form--loading/);
    await expect(submit).toBeDisabled();
    await expect(submit.locator('.pum-form__loader')).toBeVisible();
    // A second submit (Enter in the field) sends nothing more.
    await form.locator('[name="phone"]').press('Enter');
    release();
    await expect(form.locator('.pum-form__message--success')).toHaveText('Thank you, we will call you back.');
    await expect(submit).toBeEnabled();
    await expect(submit.locator('.pum-form__loader')).toBeHidden();
    await expect(form).not.toHaveClass(/pum-form--loading/);
    expect((await requestsSeen(page)).filter((r) => r.fields.action === 'pum_form')).toHaveLength(1);
  });

  test('two submits in one task, before React draws the sending state, send the form once', async ({ page }) => {
    await home(page);
    await page.locator('a.call-back-link').click();
    const form = page.locator('#pum-102 form.pum-form');
    await form.locator('[name="phone"]').fill('+371 2000 0000');
    await form.evaluate((el: HTMLFormElement) => {
      el.requestSubmit();
      el.requestSubmit();
    });
    await expect(form.locator('.pum-form__message--success')).toHaveText('Thank you, we will call you back.');
    expect((await requestsSeen(page)).filter((r) => r.fields.action === 'pum_form')).toHaveLength(1);
  });

  test('an unmounted popup is left as printed: closed, and its form without messages, classes, spinner state or made box', async ({ page }) => {
    await recordEvents(page);
    await home(page, '?variant=pum-messages-bottom');
    const form = page.locator('#pum-101 form.pum-sub-form');
    // As printed (the island adds the popup id field at mount and takes it away at unmount).
    const printed = await form.evaluate((el) => {
      const copy = el.cloneNode(true) as HTMLFormElement;
      copy.querySelector('input[name="pum_form_popup_id"]')?.remove();
      return copy.outerHTML;
    });
    await page.locator('button.popmake-101').click();
    // Opened before the typing: the focus the trap gives back is the trigger's.
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await form.locator('[name="email"]').fill('anna@lubrica');
    await form.locator('button[type="submit"]').click();
    await expect(form.locator('.pum-form__messages')).toHaveText('Please provide a valid email address.');
    await page.evaluate(() => window.themeIslands!.unmount(document.querySelector('#pum-101')!));
    expect(await form.evaluate((el) => el.outerHTML.replace(/ style=""/g, ''))).toBe(printed);
    // The popup itself is as printed too: closed (Popup Maker's CSS hides it), and <html> no longer says a popup is open.
    const popup = page.locator('#pum-101');
    await expect(popup).toBeHidden();
    expect(await popup.evaluate((el) => ({ classes: el.className, style: el.getAttribute('style') ?? '', modal: el.getAttribute('aria-modal'), state: el.getAttribute('data-pum-state'), container: el.querySelector('.pum-container')!.className }))).toEqual({
      classes: 'pum pum-overlay pum-theme-7 pum-theme-lightbox popmake-overlay',
      style: '',
      modal: 'false',
      state: null,
      container: 'pum-container popmake theme-7 pum-responsive pum-responsive-medium responsive size-medium',
    });
    await expect(page.locator('html')).not.toHaveClass(/pum-open/);
    // It was showing: it says it has closed, and the focus goes back to its trigger.
    expect((await events(page)).filter((e) => e.endsWith('pum-101')).slice(-2)).toEqual(['pumAfterOpen:pum-101', 'pumAfterClose:pum-101']);
    await expect(page.locator('button.popmake-101')).toBeFocused();
  });

  test('markup in an answer is shown, made safe', async ({ page }) => {
    await home(page);
    await page.route('**/wp-admin/admin-ajax.php', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ success: false, data: { errors: [{ field: 'phone', message: '<strong>Wrong</strong> number <img src="/images/map/pin.svg" onerror="window.__xss = 1">' }] } }) })
        : route.continue(),
    );
    await page.locator('a.call-back-link').click();
    const form = page.locator('#pum-102 form.pum-form');
    await form.locator('[name="phone"]').fill('1');
    await form.locator('button[type="submit"]').click();
    const message = form.locator('.pum-form__messages .pum-form__message--error');
    await expect(message).toHaveText('Wrong number');
    await expect(message.locator('strong')).toHaveText('Wrong');
    await expect(message.locator('img')).not.toHaveAttribute('onerror');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  test('openpopup in a form answer: the popup closes after its delay and the named one opens', async ({ page }) => {
    await home(page);
    await page.locator('a.call-back-link').click();
    const form = page.locator('#pum-102 form.pum-form');
    await page.evaluate(() => document.querySelector('#pum-102 form')!.insertAdjacentHTML('beforeend', '<input type="hidden" name="openpopup_id" value="104">'));
    await form.locator('[name="phone"]').fill('+371 2000 0000');
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'closed');
    await expect(page.locator('#pum-104')).toHaveAttribute('data-pum-state', 'open');
    expect(await page.evaluate(() => (window as unknown as { PUM: { last_open_trigger: string } }).PUM.last_open_trigger)).toBe('Form Success');
  });

  test('cookie expiry defaults: PUM.setCookie +30 days, a form success +1 year', async ({ page }) => {
    await home(page);
    const inDays = async (name: string) => Math.round(((await cookieSet(page, name)).expires * 1000 - Date.now()) / 86_400_000);
    await page.evaluate(() => (window as unknown as { PUM: { setCookie(id: number): void } }).PUM.setCookie(102));
    expect(await cookieSet(page, 'pum-102')).toMatchObject({ value: 'true', path: '/' });
    expect(await inDays('pum-102')).toBe(30);
    await page.evaluate(() => (window as unknown as { PUM: { forms: { success(el: Element, s: object): void } } }).PUM.forms.success(document.querySelector('#pum-103 form')!, { cookie: true }));
    expect(await inDays('pum-103')).toBeGreaterThanOrEqual(365);
    expect(await inDays('pum-103')).toBeLessThanOrEqual(366);
  });

  test('analytics: the REST route when printed, admin-ajax when not, nothing when off, not set or not a web address', async ({ page, problems }) => {
    const beacons: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/pum/v1/analytics') || url.searchParams.get('action') === 'pum_analytics' || url.search === '?fence') beacons.push(`${url.pathname}${url.search.replace(/&_cache=\d+/, '')}`);
    });
    const opens = async (variant: string) => {
      beacons.length = 0;
      await home(page, `?variant=${variant}`);
      await page.locator('button.popmake-101').click();
      await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
      // The beacon is asked for as the popup turns open; a request made after it comes after it.
      await page.evaluate(() => fetch('/images/map/pin.svg?fence'));
      await expect.poll(() => beacons.at(-1)).toBe('/images/map/pin.svg?fence');
      return beacons.slice(0, -1);
    };
    expect(await opens('pum-analytics-ajax')).toEqual(['/wp-admin/admin-ajax.php?action=pum_analytics&event=open&pid=101']);
    expect(await opens('pum-analytics-off')).toEqual([]);
    expect(await opens('pum-analytics-absent')).toEqual([]);
    expect(await opens('')).toEqual(['/wp-json/pum/v1/analytics/?event=open&pid=101']);
    // An address that is not a web one: no beacon, one warning for the page, and the popup works.
    expect(await opens('pum-analytics-bad')).toEqual([]);
    expect(problems.warnings.filter((text) => text.includes('the analytics address'))).toEqual([
      '[theme] popup: the analytics address "javascript:alert(1)//analytics/" is not a web address; no beacon is sent',
    ]);
  });

  test('$(el).popmake(method) for theme code when jQuery is on the page', async ({ page, problems }) => {
    await recordEvents(page);
    await page.addInitScript(() => document.addEventListener('pumMethodCall', (event) => ((window as unknown as { __calls: unknown[] }).__calls ??= []).push((event as CustomEvent).detail[0])));
    await home(page, '?variant=pum-with-jquery');
    const popmake = (selector: string, ...args: unknown[]) =>
      page.evaluate(([s, a]) => {
        const result = ((window as unknown as { jQuery: (s: string) => { popmake(...x: unknown[]): unknown } }).jQuery(s as string).popmake(...(a as unknown[])) as { jquery?: string; length?: number } | unknown);
        return result && typeof result === 'object' && 'jquery' in result ? { set: (result as unknown as { length: number }).length } : result;
      }, [selector, args] as const);
    expect(await popmake('#pum-101', 'state', 'isOpen')).toBe(false);
    expect(await popmake('#pum-101', 'open')).toEqual({ set: 1 });
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    expect(await popmake('#pum-101 .pum-title', 'state', 'isOpen')).toBe(true);
    expect(((await popmake('#pum-101', 'getSettings')) as { id: number; animation_speed: number })).toMatchObject({ id: 101, animation_speed: 350 });
    expect(await popmake('#pum-101', 'getContainer')).toEqual({ set: 1 });
    await page.evaluate(() => (window as unknown as { jQuery: (s: string) => { popmake(m: string, cb: () => void): void } }).jQuery('#pum-101').popmake('close', () => ((window as unknown as { __closed: boolean }).__closed = true)));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __closed?: boolean }).__closed)).toBe(true);
    await expect(page.locator('#pum-101')).toBeHidden();
    expect(await popmake('#pum-101', 'bounce')).toEqual({ set: 1 });
    expect(problems.warnings).toContain('[theme] popup: method "bounce" does not exist on $.fn.popmake');
    expect(await page.evaluate(() => (window as unknown as { __calls: unknown[] }).__calls)).toEqual(['state', 'open', 'state', 'getSettings', 'getContainer', 'close', 'bounce']);
    // PUM.getPopup gives a jQuery set, as Popup Maker's: theme code goes on with it.
    expect(await page.evaluate(() => {
      const found = (window as unknown as { PUM: { getPopup(target: unknown): { jquery?: string; length: number; attr(name: string): string } } }).PUM.getPopup(101);
      return { jquery: typeof found.jquery, length: found.length, id: found.attr('id') };
    })).toEqual({ jquery: 'string', length: 1, id: 'pum-101' });
    // 'open' and 'closed' name every popup in that state, in the page's order, as one jQuery set.
    const overlays = await page.locator('.pum-overlay').evaluateAll((els) => els.map((el) => el.id));
    const named = () =>
      page.evaluate(() => {
        const { getPopup } = (window as unknown as { PUM: { getPopup(target: string): { jquery?: string; toArray(): Element[] } } }).PUM;
        return Object.fromEntries(['open', 'closed'].map((state) => [state, { jquery: typeof getPopup(state).jquery, ids: getPopup(state).toArray().map((el) => el.id) }]));
      });
    expect(await named()).toEqual({ open: { jquery: 'string', ids: [] }, closed: { jquery: 'string', ids: overlays } });
    await popmake('#pum-101', 'open');
    await expect(page.locator('#pum-101')).toHaveClass(/pum-active/);
    expect(await named()).toEqual({ open: { jquery: 'string', ids: ['pum-101'] }, closed: { jquery: 'string', ids: overlays.filter((id) => id !== 'pum-101') } });
    await popmake('#pum-101', 'close');
    await expect(page.locator('#pum-101')).toBeHidden();
    // A form integration reporting its success with a jQuery set, as Popup Maker's own do.
    expect(await page.evaluate(() => {
      type Api = { hooks: { addAction(name: string, callback: (form: unknown, args: { popupId: number | null; formProvider: string }) => void): void }; integrations: { formSubmission(form: unknown, args: object): void } };
      const { PUM, jQuery } = window as unknown as { PUM: Api; jQuery: (selector: string) => unknown };
      const heard: unknown[] = [];
      PUM.hooks.addAction('pum.integration.form.success', (_form, args) => heard.push([args.popupId, args.formProvider]));
      PUM.integrations.formSubmission(jQuery('#pum-101 form'), { formProvider: 'custom', formId: 7 });
      return heard;
    })).toEqual([[101, 'custom']]);
  });

  test('a manual cookie set by the site\'s code with jQuery(popup).trigger(\'pumSetCookie\'), as Popup Maker documents it', async ({ page }) => {
    await home(page, '?variant=pum-with-jquery');
    await expect(page.locator('#pum-101')).toHaveAttribute('data-island-state', 'mounted');
    expect(await cookie(page, 'pum-101-manual')).toBeUndefined();
    await page.evaluate(() => (window as unknown as { jQuery: (s: string) => { trigger(name: string): void } }).jQuery('#pum-101').trigger('pumSetCookie'));
    expect(await cookieSet(page, 'pum-101-manual')).toMatchObject({ value: 'true', path: '/' });
  });

  test('opening sounds: Popup Maker\'s file plays when the popup has opened; a custom sound that does not load is a warning', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.addInitScript(() => {
      // The machine may have no audio output: record what would play.
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        ((window as unknown as { __played: string[] }).__played ??= []).push(new URL(this.currentSrc || this.src).pathname);
        return Promise.resolve();
      };
    });
    await recordEvents(page);
    await home(page, '?variant=pum-sounds');
    await expect.poll(() => problems.warnings.filter((w) => w.startsWith('[theme] popup 102'))).toEqual([expect.stringContaining('the opening sound /wp-content/uploads/missing-chime.mp3 could not be loaded')]);
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __played?: string[] }).__played)).toEqual(['/wp-content/plugins/popup-maker/assets/sounds/beep.wav']);
    await page.keyboard.press('Escape');
    await page.locator('a.call-back-link').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    expect(await page.evaluate(() => (window as unknown as { __played?: string[] }).__played)).toHaveLength(1);
    // The browser's own line for the missing file, and nothing else.
    expect(problems.errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test('Popup Maker\'s defaults for a popup printed without display settings: medium, fade over 350 ms, 100 px from the top; custom size 640 x 380 px', async ({ page }) => {
    await page.addInitScript(() => {
      // What each open animates, and for how long (the animation itself is over in 350 ms).
      const animate = Element.prototype.animate;
      Element.prototype.animate = function (this: Element, keyframes, options) {
        const o = typeof options === 'number' ? { duration: options } : (options ?? {});
        if (this.matches('#pum-101, #pum-101 > .pum-container')) ((window as unknown as { __animations: unknown[] }).__animations ??= []).push({ on: this.id, opacity: (keyframes as Keyframe[])[0]?.opacity, transform: (keyframes as Keyframe[])[0]?.transform ?? null, duration: o.duration, delay: o.delay ?? 0 });
        return animate.call(this, keyframes, options);
      };
    });
    await home(page, '?variant=pum-defaults');
    const settings = await page.evaluate(() => (window as unknown as { PUM: { getSettings(id: number): Record<string, unknown> } }).PUM.getSettings(101));
    expect(settings).toMatchObject({ size: 'medium', animation_type: 'fade', animation_speed: 350, location: 'center top', position_top: 100, zindex: 1999999999 });
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    expect(await page.evaluate(() => (window as unknown as { __animations: unknown[] }).__animations)).toEqual([
      { on: 'pum-101', opacity: 0, transform: null, duration: 175, delay: 0 },
      { on: 'popmake-101', opacity: 0, transform: null, duration: 175, delay: 175 },
    ]);
    const box = (await page.locator('#pum-101 .pum-container').boundingBox())!;
    const width = await page.evaluate(() => window.innerWidth);
    expect(Math.round(box.y)).toBe(100);
    expect(Math.round(box.width)).toBe(Math.round(width * 0.6));
    expect(Math.round(box.x + box.width / 2)).toBe(Math.round(width / 2));
    await expect(page.locator('#pum-101')).toHaveCSS('z-index', '1999999999');
    // Not stackable by default: opening another closes this one.
    await page.evaluate(() => (window as unknown as { PUM: { open(id: number): void } }).PUM.open(102));
    await expect(page.locator('#pum-101')).toBeHidden();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    const custom = (await page.locator('#pum-102 .pum-container').boundingBox())!;
    expect([Math.round(custom.width), Math.round(custom.height), Math.round(custom.y)]).toEqual([640, 380, 100]);
  });

  test('an ajax failure of a popup form is logged and nothing is shown', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await home(page);
    await breakEndpoint(page, 'admin-ajax:pum_form', 'error');
    await page.locator('a.call-back-link').click();
    const form = page.locator('#pum-102 form.pum-form');
    await form.locator('[name="phone"]').fill('+371 2000 0000');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => problems.errors.filter((e) => e.startsWith('[theme] island "popup" on <form.pum-form>: the form was not sent: HTTP 500'))).toHaveLength(1);
    await expect(form.locator('.pum-form__messages')).toBeEmpty();
    await expect(form).not.toHaveClass(/pum-form--loading/);
    await expect(form.locator('[name="phone"]')).toHaveValue('+371 2000 0000');
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
  });

  test('a Contact Form 7 form in a popup: its cookie, the popup closes after the delay, the form-submission trigger opens the thank-you popup', async ({ page }) => {
    await recordEvents(page);
    await home(page);
    await page.locator('button.popmake-question').click();
    const popup = page.locator('#pum-103');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    await expect(popup.locator('input[name="pum_form_popup_id"]')).toHaveValue('103');
    await popup.locator('[name="your-email"]').fill('anna@lubrica.lv');
    await popup.locator('.wpcf7-submit').click();
    await expect(popup.locator('.wpcf7-response-output')).toHaveText('Thank you for your message. It has been sent.');
    await expect(popup).toBeHidden();
    await expect(page.locator('#pum-104')).toHaveAttribute('data-pum-state', 'open');
    expect(await cookieSet(page, 'pum-103-sent')).toMatchObject({ value: 'true' });
    // The contactform7 integration calls PUM.forms.success with or without the form's legacy
    // settings: the popup hears pumFormSuccess (its form_success cookies are set on it).
    expect(await events(page)).toContain('pumFormSuccess:pum-103');
    await expectAccessible(page);
    await page.mouse.click(10, 10);
    await expect(page.locator('#pum-104')).toBeHidden();
  });

  test('auto open after its delay on campaign pages; its close cookie keeps it closed on the next visit', async ({ page }) => {
    await recordEvents(page);
    await page.clock.install();
    await page.goto('/home/?promo=spring');
    const popup = page.locator('#pum-105');
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    expect(await page.evaluate(() => (window as unknown as { PUM: { last_open_trigger: string } }).PUM.last_open_trigger)).toBe('Auto Open - Delay: 500');
    await popup.locator('.pum-close').click();
    await expect(popup).toBeHidden();
    expect(await cookieSet(page, 'pum-105')).toMatchObject({ value: 'true' });
    await page.reload();
    await islandsIdle(page);
    // Mounted, so its trigger's 500 ms delay has begun; the browser's clock runs well past it.
    await expect(popup).toHaveAttribute('data-island-state', 'mounted');
    await page.clock.runFor(2000);
    await expect(popup).toBeHidden();
    expect((await events(page)).filter((e) => e.endsWith('pum-105'))).toEqual(['pumInit:pum-105']);
  });

  test('auto open counts its delay from the page\'s start, as Popup Maker\'s init does: a popup whose chunk came after its delay opens at its mount', async ({ page }) => {
    await recordEvents(page);
    await page.clock.install();
    const arrive = await holdRoute(page, '**/chunks/Popup.island-*.js');
    const asked = page.waitForRequest('**/chunks/Popup.island-*.js');
    await page.goto('/home/?promo=spring');
    await asked;
    // 2 s of the page's time pass while the chunk is on the way; from here its time stands still.
    await pauseClockAhead(page, 2000);
    arrive();
    const popup = page.locator('#pum-105');
    await expect(popup).toHaveAttribute('data-island-state', 'mounted');
    // Its 500 ms were over long ago: it opens now, not 500 ms after its mount.
    await page.clock.runFor(1);
    await expect(popup).toHaveAttribute('data-pum-state', 'open');
    expect(await page.evaluate(() => (window as unknown as { PUM: { last_open_trigger: string } }).PUM.last_open_trigger)).toBe('Auto Open - Delay: 500');
    expect((await events(page)).filter((e) => e.endsWith('pum-105')).slice(0, 2)).toEqual(['pumInit:pum-105', 'pumBeforeOpen:pum-105']);
  });

  test('a prevent flag stops the open (class or the preventOpen filter)', async ({ page }) => {
    await recordEvents(page);
    await home(page, '?variant=pum-prevent-open');
    await page.locator('button.popmake-101').click();
    await expect.poll(() => events(page)).toContain('pumOpenPrevented:pum-101');
    await expect(page.locator('#pum-101')).toBeHidden();
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await page.keyboard.press('Escape');
    await page.evaluate(() => (window as unknown as { PUM: { hooks: { addFilter(n: string, f: () => boolean): void } } }).PUM.hooks.addFilter('popupMaker.popup.preventOpen', () => true));
    await page.locator('button.popmake-101').click();
    await expect.poll(async () => (await events(page)).filter((e) => e === 'pumOpenPrevented:pum-101').length).toBe(2);
  });

  test('an island inside popup content comes alive when the popup opens', async ({ page }) => {
    await home(page);
    const counter = page.locator('#pum-104 .theme-counter__value');
    await expect(counter).toHaveAttribute('data-island-state', 'pending');
    await page.evaluate(() => (window as unknown as { PUM: { open(id: number): void } }).PUM.open(104));
    await expect(counter).toHaveAttribute('data-island-state', 'mounted');
    await expect(counter).toHaveText('1250');
    await expectAccessible(page);
  });

  test('each step is drawn before anything hears of it: PUM.open() returns with the popup shown, pumAfterOpen sees it open, pumAfterClose sees it closed, its container faded and its overlay fading out next, as Popup Maker closes', async ({ page }) => {
    await home(page);
    const seen = await page.evaluate(
      () =>
        new Promise<Record<string, unknown>>((resolve) => {
          const PUM = (window as unknown as { PUM: { open(id: number): void; close(id: number): void } }).PUM;
          const popup = document.getElementById('pum-101')!;
          const look = () => ({ display: getComputedStyle(popup).display, state: popup.getAttribute('data-pum-state'), modal: popup.getAttribute('aria-modal'), html: document.documentElement.classList.contains('pum-open') });
          const log: Record<string, unknown> = {};
          popup.addEventListener('pumBeforeOpen', () => (log.beforeOpen = look()), { once: true });
          popup.addEventListener('pumAfterOpen', () => ((log.afterOpen = look()), PUM.close(101)), { once: true });
          const fades = (node: Element) => node.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getTiming().duration);
          popup.addEventListener(
            'pumAfterClose',
            () => ((log.afterClose = { ...look(), overlayFades: fades(popup), container: getComputedStyle(popup.querySelector('.pum-container')!).display }), resolve(log)),
            { once: true },
          );
          PUM.open(101);
          log.returned = look();
          // Theme code can reach into the popup at once.
          popup.querySelector<HTMLInputElement>('input[name="email"]')!.focus();
          log.focused = (document.activeElement as HTMLInputElement).name;
        }),
    );
    expect(seen).toEqual({
      beforeOpen: { display: 'none', state: 'closed', modal: 'false', html: false },
      returned: { display: 'block', state: 'opening', modal: 'true', html: true },
      focused: 'email',
      afterOpen: { display: 'block', state: 'open', modal: 'true', html: true },
      afterClose: { display: 'block', state: 'closed', modal: 'false', html: false, overlayFades: [200], container: 'none' },
    });
    await expect(page.locator('#pum-101')).toBeHidden();
    await expect(page.locator('#pum-101')).not.toHaveClass(/pum-active/);
  });

  test('window.PUM: settings coerced from strings, open and close, hooks', async ({ page }) => {
    await home(page);
    const result = await page.evaluate(() => {
      const PUM = (window as unknown as { PUM: { getSettings(t: unknown): unknown; getSetting(t: unknown, p: string): unknown; hooks: unknown } }).PUM;
      const settings = PUM.getSettings(101) as Record<string, unknown>;
      return { speed: settings.animation_speed, zindex: PUM.getSetting(101, 'zindex'), origin: PUM.getSetting('#pum-101', 'animation_origin'), delay: PUM.getSetting(102, 'close_button_delay'), hooks: typeof (PUM.hooks as { addAction?: unknown }).addAction };
    });
    expect(result).toEqual({ speed: 350, zindex: 1999999999, origin: 'left top', delay: 600, hooks: 'function' });
    await page.evaluate(() => (window as unknown as { PUM: { open(id: number): void } }).PUM.open(103));
    await expect(page.locator('#pum-103')).toHaveAttribute('data-pum-state', 'open');
    await page.evaluate(() => (window as unknown as { PUM: { close(id: number): void } }).PUM.close(103));
    await expect(page.locator('#pum-103')).toBeHidden();
  });
  test("window.PUM's other calls: checkConditions, getClickTriggerSelector, disableClickTriggers (all of a popup's, or one by its settings, as Popup Maker takes its handler off that selector), and open, close and clearCookie calling back", async ({ page }) => {
    type Api = {
      checkConditions(t: unknown): boolean;
      getClickTriggerSelector(t: unknown, s: Record<string, unknown>): string | undefined;
      disableClickTriggers(t?: unknown, s?: Record<string, unknown>): void;
      open(t: unknown, callback?: () => void): void;
      close(t: unknown, callback?: () => void): void;
      clearCookie(name: string, callback?: () => void): void;
    };
    const pum = <T,>(call: (api: Api) => T) => page.evaluate(`(${call.toString()})(window.PUM)`) as Promise<T>;
    await home(page);
    // 102 is disabled on phones only: its conditions pass here (the phone's case is below).
    expect(await pum((api) => [api.checkConditions(101), api.checkConditions(102), api.checkConditions(999)])).toEqual([true, true, false]);
    expect(await pum((api) => api.getClickTriggerSelector(101, { extra_selectors: '.open-newsletter' }))).toBe('.popmake-101, .popmake-newsletter, a[href$="#popmake-101"], .open-newsletter');

    // One trigger by its settings: 103's (no extra selectors).
    await expect(page.locator('button.popmake-question')).toHaveClass(/\bpum-trigger\b/);
    await pum((api) => api.disableClickTriggers(103, {}));
    await expect(page.locator('button.popmake-question')).not.toHaveClass(/\bpum-trigger\b/);
    await page.locator('button.popmake-question').click();
    // Settings that are not 102's trigger's name another selector: its trigger stays.
    await pum((api) => api.disableClickTriggers(102, { extra_selectors: '.not-its-trigger' }));
    await page.locator('a.call-back-link').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    await expect(page.locator('#pum-103')).toHaveAttribute('data-pum-state', 'closed');
    await pum((api) => api.close(102));
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'closed');
    // Every click trigger of 101, the extra selector's elements too; without a popup, nothing.
    await pum((api) => (api.disableClickTriggers(), api.disableClickTriggers(101)));
    await expect(page.locator('.pum-trigger.popmake-101, .pum-trigger.open-newsletter')).toHaveCount(0);
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'closed');

    // The API still opens them, and calls back once opened, once closed; clearCookie at once.
    await pum((api) => {
      const calls: string[] = ((window as unknown as { pumCalls: string[] }).pumCalls = []);
      api.open(103, () => calls.push(`opened ${document.querySelector('#pum-103')!.getAttribute('data-pum-state')}`));
      api.clearCookie('pum-101', () => calls.push('cleared'));
    });
    await expect(page.locator('#pum-103')).toHaveAttribute('data-pum-state', 'open');
    await pum((api) => api.close(103, () => (window as unknown as { pumCalls: string[] }).pumCalls.push(`closed ${document.querySelector('#pum-103')!.getAttribute('data-pum-state')}`)));
    await expect.poll(() => page.evaluate(() => (window as unknown as { pumCalls: string[] }).pumCalls)).toEqual(['cleared', 'opened open', 'closed closed']);

    // 101's extra selector's link is a plain link again: it goes to its page (served here: the
    // fixtures have none).
    const link = page.locator('a.open-newsletter').first();
    const href = await link.evaluate((a) => (a as HTMLAnchorElement).href);
    await page.route(href, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Newsletter</title>' }));
    await link.click();
    await expect(page).toHaveURL(href);
  });
});

test.describe('popups on phones @popups', () => {
  test.use({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' });
  test('a popup disabled on mobile does not open there', async ({ page }) => {
    await recordEvents(page);
    await home(page);
    await page.locator('a.call-back-link').click();
    // A click handled after that one: by the time it opens its popup, the first click had its say.
    await page.locator('button.popmake-101').click();
    await expect(page.locator('#pum-101')).toHaveAttribute('data-pum-state', 'open');
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'closed');
    // Not even begun (an open would fire pumBeforeOpen at once, whatever closed it after).
    expect((await events(page)).filter((e) => e.endsWith('pum-102'))).toEqual(['pumInit:pum-102']);
    expect(await page.evaluate(() => (window as unknown as { PUM: { checkConditions(t: number): boolean } }).PUM.checkConditions(102))).toBe(false);
  });
});

test.describe('broken popups @popups', () => {
  test('unknown trigger, cookie, animation, condition and selector are each warned and skipped; the popup still opens', async ({ page, problems }) => {
    await home(page, '?variant=pum-unknown-types');
    const mine = problems.warnings.filter((w) => w.startsWith('[theme] popup 102'));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.stringContaining('extra selector "##not a selector" is not a valid selector; skipped'),
        expect.stringContaining('unknown trigger "exit_intent" skipped'),
        expect.stringContaining('unknown cookie event "on_full_moon" skipped'),
      ]),
    );
    await page.locator('a.call-back-link').click();
    await expect(page.locator('#pum-102')).toHaveAttribute('data-pum-state', 'open');
    expect(problems.warnings.filter((w) => w.includes('unknown animation "spin"') || w.includes('unknown condition "is_weekend"')).length).toBe(2);
  });

  test('bad data-popmake fails that popup alone: one error, the others work', async ({ page, problems, expectErrors }) => {
    expectErrors();
    await page.goto('/home/?variant=pum-bad-json');
    await islandsIdle(page);
    await expect(page.locator('#pum-101')).toHaveAttribute('data-island-state', 'failed');
    await expect(page.locator('#pum-101')).toBeHidden();
    expect(problems.errors).toEqual([expect.stringMatching(/^\[theme\] island "popup" failed on <div#pum-101\.pum\.pum-overlay.*data-popmake is not valid JSON/)]);
    await page.locator('button.popmake-question').click();
    await expect(page.locator('#pum-103')).toHaveAttribute('data-pum-state', 'open');
  });
});
