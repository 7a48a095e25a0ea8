import { createPortal } from 'react-dom';
import { BLOCK_OVERLAY, BLOCKED } from '../../src/services/cart/blocked-markup.ts';
import { ServerNode } from '../../src/ui/ServerNode.tsx';
import { MINI_CART_KEY } from './cache-rules.ts';

const UPDATING = ['updating'];
const BUSY = { 'aria-busy': 'true', [BLOCKED]: 'updating' };

/**
 * One mini cart drawn as add-to-cart.js draws each fragment's match before it replaces it:
 * `updating`, faded to 0.6 (theme.css), `aria-busy` and blockUI's overlay (blocked-markup.ts: its
 * marker lets a fragment that repeats the mini cart be read as unchanged).
 */
function Updating({ host }: { host: HTMLElement }) {
  return (
    <>
      <ServerNode node={host} classes={UPDATING} attributes={BUSY} />
      {createPortal(<div className={BLOCK_OVERLAY} />, host)}
    </>
  );
}

/**
 * The mini carts' look, over the stock markup: every `div.widget_shopping_cart_content` of the
 * page keeps the server's nodes (its fragment's markup, sanitised and put in by
 * apply-fragments.ts, which replaces the element itself) and WooCommerce's classes; while an add
 * runs, or a page restored from the back/forward cache waits for its refresh, each is drawn
 * `updating`. The state is mini-cart-state.ts's (`isUpdating`).
 */
export function MiniCartView({ doc, updating }: { doc: Document; updating: boolean }) {
  if (!updating) return null;
  return Array.from(doc.querySelectorAll<HTMLElement>(MINI_CART_KEY), (host, index) => <Updating key={index} host={host} />);
}
