import { describe, expect, it } from 'vitest';
import type { HeldClicks } from './hold-clicks.ts';
import { pressSettled } from './press-settled.ts';

/** A HeldClicks whose press and answers end when the test says so. */
function heldUntil(): { held: Pick<HeldClicks, 'settled'>; endPress(): void; showAnswers(): void } {
  let endPress = () => {};
  let showAnswers = () => {};
  const pressEnded = new Promise<void>((resolve) => (endPress = resolve));
  const answersShown = new Promise<void>((resolve) => (showAnswers = resolve));
  return { held: { settled: () => Promise.all([pressEnded, answersShown]).then(() => undefined) }, endPress, showAnswers };
}

const aFrameLater = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

describe('pressSettled', () => {
  it.each([
    ['the press still on, nothing answered', false, false, false],
    ['the press over, its answer not yet painted', true, false, false],
    ['the press over and its answer painted', true, true, true],
  ])('%s: settled %s/%s → %s', async (_name, pressOver, answersPainted, settled) => {
    const { held, endPress, showAnswers } = heldUntil();
    let done = false;
    void pressSettled(held, window).then(() => (done = true));
    if (pressOver) endPress();
    if (answersPainted) showAnswers();
    await aFrameLater();
    expect(done).toBe(settled);
  });

  it('waits for a frame first, even with nothing held (the press comes just after the wake)', async () => {
    const { held, endPress, showAnswers } = heldUntil();
    endPress();
    showAnswers();
    let done = false;
    void pressSettled(held, window).then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await aFrameLater();
    expect(done).toBe(true);
  });
});
