/**
 * Lets a removed tree be garbage-collected. Chromium keeps a viewport listener for every image
 * that had a `srcset`/`sizes` (it re-picks the source when the viewport changes) for as long as
 * the document lives, even after the image left it; through the image's parent pointer that
 * listener holds the whole removed tree: about 120 KB per closed quick view, a mini cart per cart
 * update. Taking each image out of the removed tree leaves the listener holding only the image.
 *
 * Only for trees the bundle itself removed and will not put back.
 */
export function releaseDetached(root: ParentNode & Node): void {
  if (root.isConnected) return;
  for (const img of Array.from(root.querySelectorAll('img'))) img.remove();
}
