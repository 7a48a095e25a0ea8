import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { afterJQueryReady } from './jquery-ready.ts';

const win = window as Window & { jQuery?: unknown };

describe('afterJQueryReady', () => {
  afterEach(() => void delete win.jQuery);

  it('without jQuery on the page: runs at once', () => {
    const order: string[] = [];
    afterJQueryReady(document, () => order.push('act'));
    expect(order).toEqual(['act']);
  });

  it('with a jQuery whose ready has not come (the document in parse, or the ready held): waits for it, after the ready handlers bound before', () => {
    const order: string[] = [];
    const readyHandlers: Array<() => void> = [];
    win.jQuery = (handler: () => void) => void readyHandlers.push(handler);
    readyHandlers.push(() => order.push('theme'));
    afterJQueryReady(document, () => order.push('act'));
    expect(order).toEqual([]);
    readyHandlers.forEach((handler) => handler());
    expect(order).toEqual(['theme', 'act']);
  });

  it('with jQuery itself, ready already: runs as a ready handler bound now does, after those bound before', async () => {
    const order: string[] = [];
    win.jQuery = jQuery;
    jQuery(() => order.push('theme'));
    afterJQueryReady(document, () => order.push('act'));
    await new Promise<void>((done) => jQuery(() => done()));
    expect(order).toEqual(['theme', 'act']);
  });
});
