import type { BrowserContext } from '@playwright/test';

/**
 * How two screenshots differ, read by Chromium itself (no image library): `size` when their
 * sizes differ, else the pixels where some colour channel differs by more than `tolerance` (of
 * 255) and the box around them. Images scaled from different boxes differ by a few levels at their
 * edges; anything that moved, appeared or vanished differs by far more.
 */
export async function pixelDifference(context: BrowserContext, a: Buffer, b: Buffer, tolerance: number): Promise<string | null> {
  const page = await context.newPage();
  try {
    const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
    return await page.evaluate(
      async ({ first, second, tolerance }) => {
        const load = (src: string) =>
          new Promise<HTMLImageElement>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve(image);
            image.onerror = reject;
            image.src = src;
          });
        const [one, two] = await Promise.all([load(first), load(second)]);
        if (one.width !== two.width || one.height !== two.height) return `size ${one.width}x${one.height} against ${two.width}x${two.height}`;
        const data = (image: HTMLImageElement) => {
          const canvas = document.createElement('canvas');
          canvas.width = image.width;
          canvas.height = image.height;
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [p, q] = [data(one), data(two)];
        let count = 0;
        const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
        for (let at = 0; at < p.length; at += 4) {
          if (Math.max(Math.abs(p[at]! - q[at]!), Math.abs(p[at + 1]! - q[at + 1]!), Math.abs(p[at + 2]! - q[at + 2]!)) <= tolerance) continue;
          count++;
          const x = (at / 4) % one.width;
          const y = Math.floor(at / 4 / one.width);
          box.left = Math.min(box.left, x);
          box.right = Math.max(box.right, x);
          box.top = Math.min(box.top, y);
          box.bottom = Math.max(box.bottom, y);
        }
        return count === 0 ? null : `${count} pixels in x ${box.left}-${box.right}, y ${box.top}-${box.bottom}`;
      },
      { first: url(a), second: url(b), tolerance },
    );
  } finally {
    await page.close();
  }
}

/**
 * How a shot with the plugin on differs from the same shot with it off, or null when a shopper
 * sees the same: no pixel differs by more than half the scale (images scaled from boxes of
 * another size differ by a few levels at their edges).
 */
export const lookDifference = (context: BrowserContext, classic: Buffer, bundle: Buffer): Promise<string | null> => pixelDifference(context, classic, bundle, 128);
