import type { Page } from '@playwright/test';

export interface TimedMouse {
  /** Each at `ms` after the mouse was made, whatever the time now. */
  down(x: number, y: number, ms: number): Promise<void>;
  move(x: number, y: number, ms: number): Promise<void>;
  up(x: number, y: number, ms: number): Promise<void>;
}

/**
 * A mouse whose events carry the times the test gives them (the DevTools protocol's
 * `Input.dispatchMouseEvent` timestamp, which becomes each event's `timeStamp`): a press held
 * 600 ms without the test waiting 600 ms. For code that tells gestures apart by the events' own
 * times (the swipe tracker: long taps, double taps), which Playwright's clock does not move.
 */
export async function timedMouse(page: Page): Promise<TimedMouse> {
  const cdp = await page.context().newCDPSession(page);
  const origin = Date.now() / 1000;
  let pressed = false;
  const send = async (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number, ms: number): Promise<void> => {
    await cdp.send('Input.dispatchMouseEvent', { type, x, y, button: pressed || type !== 'mouseMoved' ? 'left' : 'none', buttons: pressed ? 1 : 0, clickCount: type === 'mouseMoved' ? 0 : 1, timestamp: origin + ms / 1000 });
  };
  return {
    async down(x, y, ms) {
      await send('mouseMoved', x, y, ms);
      pressed = true;
      await send('mousePressed', x, y, ms);
    },
    move: (x, y, ms) => send('mouseMoved', x, y, ms),
    async up(x, y, ms) {
      await send('mouseReleased', x, y, ms);
      pressed = false;
    },
  };
}
