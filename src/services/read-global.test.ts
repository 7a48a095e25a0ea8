import { afterEach, describe, expect, it, vi } from 'vitest';
import { coerce, readGlobal } from './read-global.ts';

const defaults = { text: 'default', count: 5, on: true, list: ['a'] as readonly string[] };

describe('coerce', () => {
  it.each([
    ['yes', false, true],
    ['no', true, false],
    ['1', false, true],
    ['', true, false],
    ['maybe', true, undefined],
    ['5000', 0, 5000],
    [' ', 0, undefined],
    ['abc', 0, undefined],
    [12, 'x', '12'],
    [{}, 'x', undefined],
    [['a', 'b'], [], ['a', 'b']],
    [['a', 1], [], undefined],
    [null, 'x', undefined],
  ])('%j with a %j default gives %j', (value, fallback, expected) => {
    expect(coerce(value, fallback)).toEqual(expected);
  });
});

describe('readGlobal', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).test_params;
  });

  it('keeps printed values of the right type, coerces WordPress strings', () => {
    (window as unknown as Record<string, unknown>).test_params = { text: 'printed', count: '7', on: 'no', list: ['x', 'y'], extra: 1 };
    expect(readGlobal(window, 'test_params', defaults)).toEqual({ text: 'printed', count: 7, on: false, list: ['x', 'y'] });
  });

  it('warns once and uses the defaults when the global is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readGlobal(window, 'test_params', defaults)).toEqual(defaults);
    expect(warn).toHaveBeenCalledWith('[theme] test_params is not on the page; using the defaults');
  });

  it('an optional global (a plugin the site may not run) is missing quietly, but still checked when printed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readGlobal(window, 'test_params', defaults, { optional: true })).toEqual(defaults);
    expect(warn).not.toHaveBeenCalled();
    (window as unknown as Record<string, unknown>).test_params = { count: 'many' };
    expect(readGlobal(window, 'test_params', defaults, { optional: true })).toEqual(defaults);
    expect(warn).toHaveBeenCalledWith('[theme] test_params: ignored count (unexpected type); using the defaults');
  });

  it('names the fields it ignored', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as unknown as Record<string, unknown>).test_params = { text: {}, count: 'many', list: 'a,b' };
    expect(readGlobal(window, 'test_params', defaults)).toEqual(defaults);
    expect(warn).toHaveBeenCalledWith('[theme] test_params: ignored text, count, list (unexpected type); using the defaults');
  });

  it('treats a non-object global as missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as unknown as Record<string, unknown>).test_params = '{"text":"x"}';
    expect(readGlobal(window, 'test_params', defaults)).toEqual(defaults);
    expect(warn).toHaveBeenCalledWith('[theme] test_params is not an object; using the defaults');
  });
});
