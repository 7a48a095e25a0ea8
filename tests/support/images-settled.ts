import type { Locator } from '@playwright/test';

/**
 * Resolves once every image `images` matches has had its load or error event and every listener
 * of it has run: an `onload` or `onerror` attribute that survived sanitising would have run by
 * then. What it waits for is the event, not a time. An image already complete may still have its
 * event queued (Chromium queues it as the picture arrives, with the image marked complete), so
 * one more task is queued behind it and waited for.
 */
export async function imagesSettled(images: Locator): Promise<void> {
  await images.evaluateAll(async (imgs) => {
    await Promise.all(
      (imgs as HTMLImageElement[]).map((img) =>
        img.complete
          ? undefined
          : new Promise((resolve) => {
              // Added after the attribute's own handler, so it runs after it.
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    await new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
  });
}
