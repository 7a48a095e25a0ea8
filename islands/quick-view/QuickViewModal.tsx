import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Language } from '../../src/services/page-language.ts';
import { extractProduct } from './extract-product.ts';
import { trapTab } from '../../src/ui/focus-trap.ts';

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

type State = { kind: 'loading' } | { kind: 'ready'; content: DocumentFragment } | { kind: 'failed' };

/** The dialog: spinner, then the sanitised product block; focus trapped, Escape and the close button fade it out. */
export function QuickViewModal({ url, doc, lang, load, onClosed }: QuickViewProps) {
  const t = TEXTS[lang];
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [closing, setClosing] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then(({ html, url: finalUrl }) => {
        const fragment = extractProduct(html, finalUrl, doc);
        setState(fragment ? { kind: 'ready', content: fragment } : { kind: 'failed' });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      });
    return () => controller.abort();
  }, [load, doc]);

  // The product's islands come alive through the runtime's watch on inserted markup.
  useLayoutEffect(() => {
    if (state.kind !== 'ready' || !content.current) return;
    content.current.replaceChildren(state.content);
    const first = content.current.querySelector<HTMLElement>('h1, .product_title');
    if (first && dialog.current && !dialog.current.getAttribute('aria-labelledby')) {
      first.id ||= 'quick-view-title';
      dialog.current.setAttribute('aria-labelledby', first.id);
    }
  }, [state]);

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
      setClosing(true);
      return;
    }
    if (dialog.current) trapTab(event.nativeEvent, dialog.current);
  };

  return (
    <div className={`theme-quick-view${closing ? ' theme-quick-view--closing' : ''}`} onKeyDown={onKeyDown} onClick={(event) => event.target === event.currentTarget && setClosing(true)}>
      <div ref={dialog} className="theme-quick-view__dialog" role="dialog" aria-modal="true" aria-label={t.label} aria-busy={state.kind === 'loading'} tabIndex={-1}>
        <button type="button" className="theme-quick-view__close" aria-label={t.close} onClick={() => setClosing(true)}>
          <span aria-hidden="true">×</span>
        </button>
        {state.kind === 'loading' && (
          <div className="theme-quick-view__spinner" role="status">
            <span className="screen-reader-text">{t.loading}</span>
          </div>
        )}
        {state.kind === 'failed' && (
          <p className="theme-quick-view__error" role="alert">
            {t.failed} <a href={url}>{t.open}</a>
          </p>
        )}
        <div ref={content} className="theme-quick-view__content woocommerce" />
      </div>
    </div>
  );
}
