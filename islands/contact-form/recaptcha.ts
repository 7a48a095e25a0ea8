import { loadScript } from '../../src/services/load-script.ts';

/** The part of Google's reCAPTCHA v3 API the form uses (and the fixtures' stand-in provides). */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(sitekey: string, options: { action: string }): PromiseLike<string>;
}

const loading = new WeakMap<Document, Promise<Grecaptcha>>();

/** Loads the token provider's script once per document (unless the page already has it). */
function provider(doc: Document, apiUrl: string, sitekey: string): Promise<Grecaptcha> {
  let promise = loading.get(doc);
  if (!promise) {
    promise = new Promise<Grecaptcha>((resolve, reject) => {
      const win = (doc.defaultView ?? window) as Window & { grecaptcha?: Grecaptcha };
      const ready = () => (win.grecaptcha ? win.grecaptcha.ready(() => resolve(win.grecaptcha!)) : reject(new Error(`${apiUrl} defined no grecaptcha`)));
      if (win.grecaptcha) return ready();
      const url = new URL(apiUrl, doc.baseURI);
      url.searchParams.set('render', sitekey);
      loadScript(doc, url.href).then(ready, () => reject(new Error(`the token provider ${url.href} did not load`)));
    });
    loading.set(doc, promise);
  }
  return promise;
}

/** A human-check token for an action (`homepage`, `contactform`). */
export async function humanCheckToken(doc: Document, config: { apiUrl: string; sitekey: string }, action: string): Promise<string> {
  const grecaptcha = await provider(doc, config.apiUrl, config.sitekey);
  return grecaptcha.execute(config.sitekey, { action });
}
