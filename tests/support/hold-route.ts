import type { Page } from '@playwright/test';

/**
 * Holds back the answers to requests matching `url` until the returned release is called: a
 * chunk still on the way, an image that arrives late. Requests made after the release pass.
 * With `then: 'fail'` the held requests fail at the release instead (a network error), and so do
 * the later ones: a chunk that never arrives, failing when the test says.
 */
export async function holdRoute(page: Page, url: string, { then = 'answer' }: { then?: 'answer' | 'fail' } = {}): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await (then === 'fail' ? route.abort() : route.continue());
  });
  return release;
}
