import { afterEach, describe, expect, it } from 'vitest';
import { noteViewerOpened, viewerOpenedBefore } from './viewer-habit.ts';

/** A window whose sessionStorage the browser refuses (a privacy mode, a sandboxed frame). */
const refusingStorage = () =>
  ({
    get sessionStorage(): Storage {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  }) as unknown as Window;

describe('the viewer opened before in this tab', () => {
  afterEach(() => sessionStorage.clear());

  it.each([
    ['a tab where it never opened', () => window, false, false],
    ['a tab where it opened', () => window, true, true],
    ['a browser that refuses storage', refusingStorage, true, false],
  ] as const)('%s', (_, win, opened, expected) => {
    if (opened) noteViewerOpened(win());
    expect(viewerOpenedBefore(win())).toBe(expected);
  });

  it('stores a flag only, nothing about the visitor or the product', () => {
    noteViewerOpened(window);
    expect(Object.entries(sessionStorage)).toEqual([['lubrica-islands:viewer-opened', '1']]);
  });
});
