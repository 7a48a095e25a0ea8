import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MiniCartView } from './MiniCartView.tsx';

/**
 * The mini carts' view for one document: one React root, in a hidden node of its own outside
 * every fragment (fragments replace the mini cart elements), drawing on the mini carts
 * themselves. Each call draws the look at once (flushSync), so it is on the page before the
 * request it waits for can answer. Ends with `signal`, undoing what it drew.
 */
export function mountMiniCartView(doc: Document, signal: AbortSignal): (updating: boolean) => void {
  const node = doc.createElement('span');
  node.className = 'lubrica-mini-cart-view';
  node.hidden = true;
  doc.body.append(node);
  let failed = false;
  const root = createRoot(node, {
    onUncaughtError(error) {
      failed = true;
      console.error(`[theme] island "mini-cart" failed on <div.widget_shopping_cart_content>: its view: ${error instanceof Error ? error.message : String(error)}`);
      queueMicrotask(() => root.unmount());
    },
  });
  signal.addEventListener(
    'abort',
    () => {
      root.unmount();
      node.remove();
    },
    { once: true },
  );
  return (updating) => {
    if (!failed && !signal.aborted) flushSync(() => root.render(<MiniCartView doc={doc} updating={updating} />));
  };
}
