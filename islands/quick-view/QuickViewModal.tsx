import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type { Language } from '../../src/services/page-language.ts';
import { extractProduct } from './extract-product.ts';
import { trapTab } from '../../src/ui/focus-trap.ts';
import { OPENING, nextQuickView } from './quick-view-state.ts';

export const FADE_MS = 500;

const TEXTS = {
  en: { label: 'Quick view', close: 'Close', loading: 'Loading…', failed: 'The product could not be loaded.', open: 'Open the product page' },
  ru: { label: 'Быстрый просмотр', close: 'Закрыть', loading: 'Загрузка…', failed: 'Не удалось загрузить товар.', open: 'Открыть страницу товара' },
};

export interface QuickViewProps {
  url: string;
  doc: Document;
  lang: Language;
  /** Fetches the page's HTML (same origin, checked by the caller and after redirects). */
  load(signal: AbortSignal): Promise<{ html: string; url: string }>;
  onClosed(): void;
}

/**
 * The dialog over quick-view-state.ts: spinner, then the sanitised product block (or the link to
 * the page); focus trapped, Escape, the close button and the backdrop fade it out.
 */
export function QuickViewModal({ url, doc, lang, load, onClosed }: QuickViewProps) {
  const t = TEXTS[lang];
  const [{ phase, closing }, dispatch] = useReducer(nextQuickView, OPENING);
  // The product block, kept out of the state: it is markup to adopt, not something to compare.
  const [product, setProduct] = useState<DocumentFragment | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then(({ html, url: finalUrl }) => {
        const fragment = extractProduct(html, finalUrl, doc);
        setProduct(fragment);
        dispatch({ type: 'loaded', found: fragment !== null });
      })
      .catch(() => {
        if (!controller.signal.aborted) dispatch({ type: 'failed' });
      });
    return () => controller.abort();
  }, [load, doc]);

  // The product's islands come alive through the runtime's watch on inserted markup.
  useLayoutEffect(() => {
    if (phase !== 'ready' || !product || !content.current) return;
    content.current.replaceChildren(product);
    const first = content.current.querySelector<HTMLElement>('h1, .product_title');
    if (first && dialog.current && !dialog.current.getAttribute('aria-labelledby')) {
      first.id ||= 'quick-view-title';
      dialog.current.setAttribute('aria-labelledby', first.id);
    }
  }, [phase, product]);

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  useEffect(() => {
    if (!closing) return;
    const id = (doc.defaultView ?? window).setTimeout(onClosed, FADE_MS);
    return () => (doc.defaultView ?? window).clearTimeout(id);
  }, [closing, doc, onClosed]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      dispatch({ type: 'close' });
      return;
    }
    if (dialog.current) trapTab(event.nativeEvent, dialog.current);
  };

  return (
    <div className={`theme-quick-view${closing ? ' theme-quick-view--closing' : ''}`} onKeyDown={onKeyDown} onClick={(event) => event.target === event.currentTarget && dispatch({ type: 'close' })}>
      <div ref={dialog} className="theme-quick-view__dialog" role="dialog" aria-modal="true" aria-label={t.label} aria-busy={phase === 'loading'} tabIndex={-1}>
        <button type="button" className="theme-quick-view__close" aria-label={t.close} onClick={() => dispatch({ type: 'close' })}>
          <span aria-hidden="true">×</span>
        </button>
        {phase === 'loading' && (
          <div className="theme-quick-view__spinner" role="status">
            <span className="screen-reader-text">{t.loading}</span>
          </div>
        )}
        {phase === 'failed' && (
          <p className="theme-quick-view__error" role="alert">
            {t.failed} <a href={url}>{t.open}</a>
          </p>
        )}
        <div ref={content} className="theme-quick-view__content woocommerce" />
      </div>
    </div>
  );
}
