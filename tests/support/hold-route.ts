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

/**
 * Lets requests matching `url` reach the server at once and holds back its answers until the
 * returned release is called: the server has acted (an add made, a cart read) and the browser
 * hears it late. `reachedServer` resolves once the first such request has been answered by the
 * server. Requests answered after the release pass.
 */
export async function holdAnswer(page: Page, url: string | RegExp): Promise<{ reachedServer: Promise<void>; release: () => void }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const reachedServer = new Promise<void>((resolve) => (reached = resolve));
  await page.route(url, async (route) => {
    const response = await route.fetch();
    reached();
    await held;
    await route.fulfill({ response });
  });
  return { reachedServer, release };
}
