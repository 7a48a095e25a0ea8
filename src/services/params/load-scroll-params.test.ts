import { describe, expect, it } from 'vitest';
import { LOAD_SCROLL_DEFAULTS, readLoadScrollSettings } from './load-scroll-params.ts';

const printed = (instance: Record<string, unknown>) => ({ instances: { mPS2id_instance_0: instance }, total_instances: '1' });

describe('readLoadScrollSettings', () => {
  it.each([
    ['no global: the plugin\'s defaults', undefined, { hashOnLoad: true, hashForAll: true, hashLinkData: true, delay: 0 }],
    ['as WordPress prints its defaults', printed({ scrollToHash: 'true', scrollToHashForAll: 'true', scrollToHashDelay: 0, scrollToHashUseElementData: 'true' }), LOAD_SCROLL_DEFAULTS],
    [
      'each turned off, and a delay as a string',
      printed({ scrollToHash: 'false', scrollToHashForAll: 'false', scrollToHashUseElementData: 'false', scrollToHashDelay: '250' }),
      { hashOnLoad: false, hashForAll: false, hashLinkData: false, delay: 250 },
    ],
    ['a negative delay is not a delay', printed({ scrollToHashDelay: -1 }), LOAD_SCROLL_DEFAULTS],
    ['nor is a word', printed({ scrollToHashDelay: 'soon', scrollToHash: 'maybe' }), LOAD_SCROLL_DEFAULTS],
    ['a second instance is not read', { instances: { a: {}, b: { scrollToHash: 'false' } } }, LOAD_SCROLL_DEFAULTS],
  ])('%s', (_title, raw, expected) => {
    expect(readLoadScrollSettings(raw)).toEqual(expected);
  });
});
