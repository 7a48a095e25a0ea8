/**
 * A classic script put on the page, as WordPress prints one: resolves once it has run, rejects
 * naming its address when it could not be loaded. `inOrder`: fetched at once but run in the
 * order added (`async = false`), as a list of scripts that need each other is. The one way the
 * bundle adds a script (WooCommerce's cart scripts, reCAPTCHA, the video APIs, a modal slider's).
 */
export function loadScript(doc: Document, src: string, { inOrder = false } = {}): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = !inOrder;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error(`${src} did not load`)), { once: true });
    doc.head.append(script);
  });
}
