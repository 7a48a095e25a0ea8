import { webUrl } from '../safe-url.ts';
import { readParams } from './read-params.ts';

/** `wpcf7` (printed inline before Contact Form 7's script, ≥5.4): where its REST API lives. */
export function wpcf7Params(doc: Document = document) {
  const params = readParams(doc, 'wpcf7', () => ({
    api: { root: '/wp-json/', namespace: 'contact-form-7/v1' } as Record<string, unknown>,
    cached: false,
  }));
  const root = typeof params.api.root === 'string' ? params.api.root : '/wp-json/';
  const namespace = typeof params.api.namespace === 'string' ? params.api.namespace : 'contact-form-7/v1';
  return { root: root.endsWith('/') ? root : `${root}/`, namespace: namespace.replace(/^\/|\/$/g, ''), cached: params.cached };
}

/**
 * `wpcf7_recaptcha` (the reCAPTCHA v3 module): the site key and action names, and the token
 * provider's script, which WordPress enqueues from Google and the fixtures from a stand-in.
 */
export function recaptchaParams(doc: Document = document) {
  const win = (doc.defaultView ?? window) as Window & { wpcf7_recaptcha?: unknown };
  // A site without the reCAPTCHA module prints nothing: no token, and no warning about it.
  if (win.wpcf7_recaptcha === undefined) return null;
  const params = readParams(doc, 'wpcf7_recaptcha', () => ({
    sitekey: '',
    actions: { homepage: 'homepage', contactform: 'contactform' } as Record<string, unknown>,
    api_url: 'https://www.google.com/recaptcha/api.js',
  }));
  if (!params.sitekey) return null;
  // The script is loaded only from a web address: an empty one would load the page itself as a
  // script, a `data:` or `javascript:` one is not the token provider's. No provider, no token.
  const api = webUrl(params.api_url, doc.baseURI);
  if (!api) {
    console.warn(`[theme] wpcf7_recaptcha.api_url ${JSON.stringify(params.api_url)} is not a web address; forms are sent without a human-check token`);
    return null;
  }
  const action = (name: 'homepage' | 'contactform') => (typeof params.actions[name] === 'string' ? (params.actions[name] as string) : name);
  return { sitekey: params.sitekey, apiUrl: api.href, homepage: action('homepage'), contactform: action('contactform') };
}
