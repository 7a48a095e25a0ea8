import type { Page } from '@playwright/test';

/**
 * Holds back the answers to requests matching `url` until the returned release is called: a
 * chunk still on the way, an image that arrives late. Requests made after the release pass.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
