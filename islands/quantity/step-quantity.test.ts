import { describe, expect, it } from 'vitest';
import { clampToMin, readNumber, stepQuantity } from './step-quantity.ts';

describe('stepQuantity', () => {
  it.each([
    ['increase below max', { value: 1, min: 1, max: 3, step: 1 }, 1, 2],
    ['increase at max', { value: 3, min: 1, max: 3, step: 1 }, 1, null],
    ['increase without max', { value: 41, min: 1, max: null, step: 1 }, 1, 42],
    ['decrease above min', { value: 2, min: 1, max: 3, step: 1 }, -1, 1],
    ['decrease at min', { value: 1, min: 1, max: 3, step: 1 }, -1, null],
    ['decrease below min', { value: 0, min: 1, max: 3, step: 1 }, -1, null],
    ['step 5 stops at max', { value: 8, min: 0, max: 10, step: 5 }, 1, 10],
    ['step 5 stops at min', { value: 3, min: 0, max: null, step: 5 }, -1, 0],
    ['decimal steps', { value: 0.1, min: 0, max: null, step: 0.2 }, 1, 0.3],
    ['zero step counts as 1', { value: 2, min: 0, max: null, step: 0 }, 1, 3],
  ] as const)('%s', (_name, bounds, direction, expected) => {
    expect(stepQuantity(bounds, direction)).toBe(expected);
  });
});

describe('clampToMin', () => {
  it.each([
    [0, 1, 1],
    [null, 1, 1],
    [2, 1, null],
    [1, 1, null],
    [0, null, null],
    [-3, -1, null],
  ])('value %s with min %s gives %s', (value, min, expected) => {
    expect(clampToMin(value, min)).toBe(expected);
  });
});

describe('readNumber', () => {
  it.each([
    ['3', 3],
    ['', null],
    [' ', null],
    [null, null],
    ['abc', null],
    ['2.5', 2.5],
  ])('%j → %s', (raw, expected) => {
    expect(readNumber(raw)).toBe(expected);
  });
});
