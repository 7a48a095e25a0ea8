import { describe, expect, it } from 'vitest';
import { clampCoverSpeed, parseModalSettings } from './modal-settings.ts';

const cover = (attrs: Record<string, string>) => {
  const el = document.createElement('rs-modal-cover');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
};

describe('modal slider settings', () => {
  it.each([
    [0.1, 0.3],
    [0.3, 0.3],
    [1.2, 1.2],
    [3, 3],
    [10, 3],
    [Number.NaN, 1],
  ])('cover speed %s s is clamped to %s s', (input, output) => expect(clampCoverSpeed(input)).toBe(output));

  it('reads the alias and the cover, in ms', () => {
    expect(parseModalSettings(cover({ 'data-alias': 'catalogues', 'data-rs-modal': '{"coverSpeed":"10","coverColor":"#000"}' }))).toEqual({ ok: true, props: { alias: 'catalogues', coverSpeedMs: 3000, coverColor: '#000' } });
    expect(parseModalSettings(cover({ 'data-alias': 'x' }))).toEqual({ ok: true, props: { alias: 'x', coverSpeedMs: 1000, coverColor: null } });
  });

  it.each([
    [{ 'data-alias': 'a b' }, 'is not a slider alias'],
    [{ 'data-alias': 'a', 'data-rs-modal': '{' }, 'not valid JSON'],
    [{ 'data-alias': 'a', 'data-rs-modal': '{"coverSpeed":"fast"}' }, 'coverSpeed must be a number'],
    [{ 'data-alias': 'a', 'data-rs-modal': '{"coverColor":1}' }, 'coverColor must be'],
  ])('rejects %j', (attrs, message) => {
    const result = parseModalSettings(cover(attrs));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});
