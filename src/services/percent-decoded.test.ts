import { describe, expect, it } from 'vitest';
import { percentDecoded } from './percent-decoded.ts';

describe('percentDecoded', () => {
  it.each([
    ['delivery', 'delivery'],
    ['%D0%BE%D0%B1', 'об'],
    ['x%20y', 'x y'],
    ['', ''],
    ['%E0%A4%A', undefined],
    ['%', undefined],
  ])('%j → %j', (text, expected) => expect(percentDecoded(text)).toBe(expected));
});
