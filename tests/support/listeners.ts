import type { CDPSession } from '@playwright/test';

/**
 * Every event listener on the page: window, document and every element (CDP, the same count
 * DevTools shows). Per-element listeners grow with the markup; delegated ones do not.
 */
export async function countListeners(cdp: CDPSession): Promise<number> {
  let total = 0;
  for (const expression of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId!,
      // The whole subtree for document; window has none.
      depth: expression === 'document' ? -1 : 0,
      pierce: true,
    });
    total += listeners.length;
  }
  return total;
}

