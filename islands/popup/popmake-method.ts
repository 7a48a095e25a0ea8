import { provideJQueryMethod } from '../../src/services/jquery-method.ts';
import { afterPopupEvent, resolve, type PumState } from './pum.ts';

const PARTS: Record<string, string> = {
  getContainer: '.pum-container',
  getTitle: '.pum-title',
  getContent: '.pum-content',
  getClose: '.pum-content + .pum-close',
};

/**
 * `$(el).popmake(method, …args)`, Popup Maker's jQuery plugin, over our popups, for theme code
 * that calls it when jQuery is on the page. Each call is announced with `pumMethodCall` on the
 * document; an unknown method is warned about, as Popup Maker does.
 */
export function providePopmake(doc: Document, state: PumState): void {
  provideJQueryMethod(doc, 'popmake', (elements, [method, ...args], wrap) => {
    doc.dispatchEvent(new CustomEvent('pumMethodCall', { detail: [method, ...args] }));
    const popups = [...new Set(elements.flatMap((el) => resolve(state, doc, el) ?? []))];
    if (method === undefined || method === 'init' || (typeof method === 'object' && method !== null)) return undefined;
    switch (method) {
      case 'open':
        for (const popup of popups) {
          afterPopupEvent(popup, 'pumAfterOpen', args[0]);
          popup.open('popmake');
        }
        return undefined;
      case 'close':
        for (const popup of popups) {
          afterPopupEvent(popup, 'pumAfterClose', args[0]);
          popup.close('popmake');
        }
        return undefined;
      case 'close_all':
        for (const popup of state.popups.values()) if (popup.isOpen()) popup.close('popmake');
        return undefined;
      case 'reposition':
        for (const popup of popups) popup.reposition();
        return undefined;
      case 'getSettings':
        return popups[0] ? structuredClone(popups[0].settings) : undefined;
      case 'state':
        if (!popups[0]) return undefined;
        return args[0] === 'isOpen' ? popups[0].isOpen() : args[0] === 'isClosed' ? !popups[0].isOpen() : null;
      case 'checkConditions':
        return popups[0]?.checkConditions() ?? false;
      case 'getOverlay':
        return wrap(popups.map((popup) => popup.el));
      default: {
        const part = typeof method === 'string' ? PARTS[method] : undefined;
        if (part) return wrap(popups.flatMap((popup) => Array.from(popup.el.querySelectorAll(part))));
        console.warn(`[theme] popup: method "${String(method)}" does not exist on $.fn.popmake`);
        return undefined;
      }
    }
  });
}
