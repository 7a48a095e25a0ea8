import { describe, expect, it } from 'vitest';
import { paramsPrinted } from './params-printed.ts';

describe('paramsPrinted', () => {
  const win = { printed_params: {}, empty_params: null } as unknown as Window;
  it.each<[string | undefined, boolean]>([
    [undefined, true], // nothing needed
    ['printed_params', true],
    ['empty_params', true], // printed, whatever its value: the classic script checks for undefined only
    ['missing_params', false],
  ])('%s → %s', (needs, expected) => {
    expect(paramsPrinted(win, needs)).toBe(expected);
  });
});
