import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

/** A window with only what the fallback reads: its MessageChannel (or none) and setTimeout. */
function windowWith(parts: Partial<Record<'scheduler' | 'MessageChannel' | 'setTimeout', unknown>>): Window {
  return { setTimeout: vi.fn((run: () => void) => setTimeout(run, 0)), ...parts } as unknown as Window;
}

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    const win = windowWith({ scheduler: { yield: yieldNow }, MessageChannel });
    await yieldToMain(win);
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('without it, resumes on a message posted on the window\'s own channel, and closes the channel', async () => {
    const channels: MessageChannel[] = [];
    class RecordedChannel extends MessageChannel {
      constructor() {
        super();
        vi.spyOn(this.port1, 'close');
        channels.push(this);
      }
    }
    const win = windowWith({ MessageChannel: RecordedChannel });
    await yieldToMain(win);
    expect(channels).toHaveLength(1);
    expect(channels[0]?.port1.close).toHaveBeenCalledOnce(); // resumed by the message, not a timer
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it('without a MessageChannel either, resumes on a timer instead of throwing', async () => {
    const win = windowWith({});
    await yieldToMain(win);
    expect(win.setTimeout).toHaveBeenCalledOnce();
  });
});
