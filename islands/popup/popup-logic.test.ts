import { describe, expect, it, vi } from 'vitest';
import { checkConditions, detectDevice } from './conditions.ts';
import { parseExpiry } from './cookie-expiry.ts';
import { createHooks } from './hooks.ts';
import { DEFAULTS, mergeSettings, settingAt } from './settings.ts';

const NOW = new Date('2026-01-31T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('parseExpiry', () => {
  it.each([
    ['+30 days', days(30)],
    ['30 days', days(30)],
    ['++30 days', days(30)],
    ['1 day', days(1)],
    ['2 weeks', days(14)],
    ['12 hours', new Date(NOW.getTime() + 12 * 3_600_000)],
    ['1 week 2 days', days(9)],
    ['1 year', new Date('2027-01-31T12:00:00Z')],
    ['1 month', new Date('2026-03-03T12:00:00Z')], // strtotime overflows Jan 31 + 1 month like Date does
    [7, days(7)],
    ['7', days(7)],
  ] as const)('%j → %s', (time, expected) => {
    expect(parseExpiry(time, NOW)).toEqual(expected);
  });

  it('a session cookie has no expiry; nonsense is undefined', () => {
    expect(parseExpiry('+30 days', NOW, true)).toBeNull();
    expect(parseExpiry(null, NOW)).toBeNull();
    expect(parseExpiry('soon', NOW)).toBeUndefined();
    expect(parseExpiry('3 lightyears', NOW)).toBeUndefined();
    expect(parseExpiry('', NOW)).toBeUndefined();
    expect(parseExpiry({}, NOW)).toBeUndefined();
  });
});

describe('mergeSettings', () => {
  it('gives the spec defaults', () => {
    const settings = mergeSettings({ id: 12 }, undefined);
    expect(settings).toMatchObject({ id: 12, size: 'medium', animation_type: 'fade', animation_speed: 350, position_top: 100, zindex: 1999999999, custom_width: '640px', custom_height: '380px' });
  });

  it('coerces strings to numbers and booleans, and the printed global wins over data-popmake', () => {
    const settings = mergeSettings(
      { id: '7', slug: 'newsletter', meta: { display: { animation_speed: '900', stackable: '1' }, close: { close_on_esc_press: true } }, triggers: [{ type: 'click_open', settings: { extra_selectors: '.x' } }] },
      { animation_speed: '500', zindex: '999', overlay_disabled: '', close_button_delay: '1000', triggers: [{ type: 'auto_open', settings: { delay: '200' } }] },
    );
    expect(settings).toMatchObject({ id: 7, animation_speed: 500, zindex: 999, stackable: true, close_on_esc_press: true, overlay_disabled: false, close_button_delay: 1000 });
    expect(settings.triggers).toEqual([{ type: 'auto_open', settings: { delay: '200' } }]);
    expect(settingAt(settings, 'triggers.0.settings.delay')).toBe('200');
    expect(settingAt(settings, 'nope.deeper')).toBeUndefined();
  });

  it('bad values fall back to the defaults', () => {
    expect(mergeSettings({ animation_speed: 'fast', size: 42, triggers: 'x' }, null)).toMatchObject({ animation_speed: DEFAULTS.animation_speed, size: '42', triggers: [] });
  });
});

describe('checkConditions', () => {
  const desktop = { phone: false, tablet: false };
  const base = { disable_on_mobile: false, disable_on_tablet: false, conditions: [] as unknown[] };
  it('disables on phones and tablets when asked', () => {
    expect(checkConditions({ ...base, disable_on_mobile: true }, { phone: true, tablet: false }, {}, vi.fn())).toBe(false);
    expect(checkConditions({ ...base, disable_on_mobile: true }, { phone: false, tablet: true }, {}, vi.fn())).toBe(true);
    expect(checkConditions({ ...base, disable_on_tablet: true }, { phone: false, tablet: true }, {}, vi.fn())).toBe(false);
  });

  it('groups are AND, conditions in a group OR; booleans are the server verdict', () => {
    expect(checkConditions({ ...base, conditions: [[false, true], [true]] }, desktop, {}, vi.fn())).toBe(true);
    expect(checkConditions({ ...base, conditions: [[false, false], [true]] }, desktop, {}, vi.fn())).toBe(false);
  });

  it('judges objects by their callback (with not_operand); an unknown target warns and passes', () => {
    const warn = vi.fn();
    const callbacks = { cookie_exists: (c: Record<string, unknown>) => c.name === 'seen' };
    expect(checkConditions({ ...base, conditions: [[{ target: 'cookie_exists', name: 'seen' }]] }, desktop, callbacks, warn)).toBe(true);
    expect(checkConditions({ ...base, conditions: [[{ target: 'cookie_exists', name: 'seen', not_operand: true }]] }, desktop, callbacks, warn)).toBe(false);
    expect(checkConditions({ ...base, conditions: [[{ target: 'is_weekend' }]] }, desktop, callbacks, warn)).toBe(true);
    expect(warn).toHaveBeenCalledWith('unknown condition "is_weekend" skipped');
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', { phone: true, tablet: false }],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36', { phone: true, tablet: false }],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', { phone: false, tablet: true }],
    ['Mozilla/5.0 (Linux; Android 14; SM-X710) Chrome/120 Safari/537.36', { phone: false, tablet: true }],
    ['Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', { phone: false, tablet: false }],
  ])('device of %s', (ua, device) => {
    expect(detectDevice(ua)).toEqual(device);
  });
});

describe('hooks', () => {
  it('runs actions by priority and passes values through filters', () => {
    const hooks = createHooks();
    const calls: string[] = [];
    hooks.addAction('a', () => calls.push('late'), 20);
    hooks.addAction('a', (x) => calls.push(`early ${String(x)}`), 5);
    hooks.doAction('a', 1);
    expect(calls).toEqual(['early 1', 'late']);
    hooks.addFilter('f', (v) => (v as number) * 2);
    hooks.addFilter('f', (v, add) => (v as number) + (add as number), 1);
    expect(hooks.applyFilters('f', 3, 1)).toBe(8);
    const cb = () => calls.push('x');
    hooks.addAction('b', cb);
    hooks.removeAction('b', cb);
    hooks.doAction('b');
    expect(hooks.hasAction('b')).toBe(false);
  });

  it('keeps the order added within a priority; a callback that adds or removes others changes the next run, not this one; removing without a callback clears the name', () => {
    const hooks = createHooks();
    const calls: string[] = [];
    const second = () => calls.push('second');
    hooks.addAction('a', () => {
      calls.push('first');
      hooks.removeAction('a', second);
      hooks.addAction('a', () => calls.push('added'));
    });
    hooks.addAction('a', second);
    hooks.doAction('a');
    expect(calls).toEqual(['first', 'second']);
    calls.length = 0;
    hooks.doAction('a');
    expect(calls).toEqual(['first', 'added']);
    hooks.addFilter('f', (v) => `${String(v)}1`);
    hooks.addFilter('f', (v) => `${String(v)}2`);
    expect(hooks.applyFilters('f', '')).toBe('12');
    hooks.removeFilter('f');
    expect(hooks.hasFilter('f')).toBe(false);
    expect(hooks.applyFilters('f', 'kept')).toBe('kept');
  });
});

describe('placement, animation, delays, selectors', async () => {
  const { place } = await import('./placement.ts');
  const { openAnimation, animationOf, slideFrom } = await import('./animation.ts');
  const { formCloseDelayMs, cf7LegacyCloseDelay } = await import('./form-delay.ts');
  const { clickSelector } = await import('./click-selector.ts');
  const p = { location: 'center top', position_top: 100, position_bottom: 0, position_left: 0, position_right: 0 };
  const vp = { width: 1440, height: 900 };
  const box = { width: 640, height: 380 };

  it.each([
    ['center top', false, { top: 100, left: 400 }],
    ['center top', true, { top: 132, left: 400 }],
    ['center', false, { top: 260, left: 400 }],
    ['left bottom', false, { top: 520, left: 0 }],
    ['right top', false, { top: 100, left: 800 }],
  ] as const)('%s (admin bar %s)', (location, adminBar, expected) => {
    expect(place({ ...p, location }, vp, box, adminBar)).toEqual(expected);
  });

  it('a popup taller than the window starts 10 px from the top', () => {
    expect(place({ ...p, location: 'center' }, vp, { width: 640, height: 1200 }).top).toBe(10);
  });

  it('animations: known, deprecated, unknown; speeds split between overlay and container', () => {
    expect(animationOf('grow')).toBe('fade');
    expect(animationOf('growAndSlide')).toBe('fadeAndSlide');
    expect(animationOf('spin')).toBeNull();
    const still = { x: 0, y: 0 };
    expect(openAnimation('fade', still, 350, false)).toMatchObject({ overlay: { duration: 175 }, container: { duration: 175, delay: 175 } });
    expect(openAnimation('slide', { x: -1040, y: 0 }, 600, true)).toMatchObject({ overlay: { duration: 0 }, container: { duration: 600, delay: 0, keyframes: [{ transform: 'translate(-1040px, 0px)' }, { transform: 'none' }] } });
    expect(openAnimation('none', still, 350, false).container.duration).toBe(0);
  });

  // Popup Maker's animation_origin: from outside the window (100 px clear above and below), a
  // single side keeping the other axis, an axis left out (or `center`) from the window's centre.
  // A 640 x 380 container placed at 400, 100 in a 1440 x 900 window.
  it.each([
    ['top', { x: 0, y: -580 }],
    ['bottom', { x: 0, y: 900 }],
    ['Bottom', { x: 0, y: 900 }],
    ['left', { x: -1040, y: 0 }],
    ['right', { x: 1040, y: 0 }],
    ['left top', { x: -1040, y: -580 }],
    ['center top', { x: 0, y: -580 }],
    ['right bottom', { x: 1040, y: 900 }],
    ['left center', { x: -1040, y: 160 }],
    ['center', { x: 0, y: 160 }],
    ['', { x: 0, y: 160 }],
  ])('a slide from %j starts shifted by %j', (origin, shift) => {
    expect(slideFrom(origin, vp, { left: 400, top: 100, ...box })).toEqual(shift);
  });

  // PUM.forms.success: parseInt(closedelay) * 1000, whatever its length.
  it.each([
    [2, 2000],
    ['3', 3000],
    ['600', 600_000],
    ['1500', 1_500_000],
    ['2.5', 2000],
    [1.5, 1000],
    [0, 0],
    [-3, 0],
    ['', 0],
    [undefined, 0],
    ['x', 0],
  ])('form close delay %j s → %i ms', (value, ms) => {
    expect(formCloseDelayMs(value)).toBe(ms);
  });

  // Only Contact Form 7's legacy input.wpcf7-pum: 3 or more characters were milliseconds.
  it.each([
    [2500, 2000],
    ['1500', 1000],
    ['999', 0],
    [800, 0],
    ['2.5', 0],
    [12, 12_000],
    ['5', 5000],
    [undefined, 0],
  ])('CF7 legacy close delay %j → %i ms', (value, ms) => {
    expect(formCloseDelayMs(cf7LegacyCloseDelay({ closepopup: true, closedelay: value }).closedelay)).toBe(ms);
  });

  it('the CF7 legacy rule leaves the other settings and a settings object without a delay as they are', () => {
    const settings = { closepopup: true, cookie: true };
    expect(cf7LegacyCloseDelay(settings)).toBe(settings);
    expect(cf7LegacyCloseDelay({ closepopup: true, closedelay: '1500', openpopup_id: 9 })).toEqual({ closepopup: true, closedelay: 1.5, openpopup_id: 9 });
  });

  it('click selectors, with valid extras only', () => {
    expect(clickSelector(12, 'news letter', '.open-news', () => true)).toEqual({ selector: '.popmake-12, .popmake-news\\ letter, a[href$="#popmake-12"], .open-news', invalidExtra: null });
    expect(clickSelector(12, '', '##bad', () => false)).toEqual({ selector: '.popmake-12, a[href$="#popmake-12"]', invalidExtra: '##bad' });
  });
});

describe('safeRedirect and form keys', async () => {
  const { safeRedirect } = await import('./safe-redirect.ts');
  const { formKeyMatches } = await import('./pum.ts');
  const here = { href: 'https://lubrica.lv/ru/home/', origin: 'https://lubrica.lv' };
  it.each([
    ['/ru/thanks/', 'https://lubrica.lv/ru/thanks/'],
    ['https://lubrica.lv/thanks/', 'https://lubrica.lv/thanks/'],
    [btoa('https://lubrica.lv/ru/thanks/'), 'https://lubrica.lv/ru/thanks/'],
    ['https://evil.example/', null],
    ['javascript:alert(1)', null],
    [btoa('https://evil.example/'), null],
    ['//evil.example/x', null],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value, here)).toBe(expected);
  });

  const args = (formKey: string, formProvider = 'contactform7') => ({ popup: null, popupId: null, formProvider, formId: null, formInstanceId: null, formKey, ajax: true, tracked: false });
  it.each([
    ['any', 'contactform7_192_3', true],
    ['contactform7_any', 'contactform7_192_3', true],
    ['contactform7_192', 'contactform7_192_3', true],
    ['contactform7_190', 'contactform7_192_3', false],
    ['pumsubform', 'pumsubform_12_1', true],
    ['gravityforms_any', 'contactform7_192_3', false],
  ])('form %s matches key %s: %s', (identifier, key, expected) => {
    expect(formKeyMatches(identifier, '', args(key, key.split('_')[0]))).toBe(expected);
  });
});
