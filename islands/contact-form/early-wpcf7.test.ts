import { describe, expect, it, vi } from 'vitest';
import { WAKE } from '../../src/runtime/wake.ts';
import { installWpcf7Api, WPCF7_CALL, type Wpcf7Call } from './early-wpcf7.ts';

type Api = Record<'init' | 'submit' | 'reset' | 'validate', (form: unknown, options?: object) => Promise<void>>;

/** A page with one form, Contact Form 7's printed data and a runtime that records what it is asked. */
function page({ runtime = true }: { runtime?: boolean } = {}) {
  document.body.innerHTML = '<div class="wpcf7" id="wrap"><form class="wpcf7-form" id="form"><input name="your-name" value="typed"></form></div>';
  const form = document.querySelector('form')!;
  const seen: string[] = [];
  form.addEventListener(WAKE, () => seen.push('woken'));
  form.addEventListener(WPCF7_CALL, (event) => {
    const { method, options } = (event as CustomEvent<Wpcf7Call>).detail;
    seen.push(`${method} ${Object.keys(options).join(',')}`);
  });
  form.addEventListener('reset', () => seen.push('reset'));
  const win = Object.assign(Object.create(window) as Window & typeof globalThis, {
    document,
    HTMLFormElement,
    wpcf7: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: 0 },
    themeIslands: runtime
      ? {
          scan: (root: Element) => seen.push(`scan ${root.id}`),
          whenIdle: async () => void seen.push('idle'),
        }
      : undefined,
  });
  installWpcf7Api(win);
  return { win, form, seen, api: (win as unknown as { wpcf7: Api & Record<string, unknown> }).wpcf7 };
}

describe("Contact Form 7's API on window.wpcf7", () => {
  it('keeps the printed data beside it, and is not installed where the data is not printed (CF7 stops there too)', () => {
    const { api } = page();
    expect(api.api).toEqual({ root: '/wp-json/', namespace: 'contact-form-7/v1' });
    expect(api.cached).toBe(0);
    const bare = Object.assign(Object.create(window) as Window & typeof globalThis, { document });
    installWpcf7Api(bare);
    expect((bare as unknown as { wpcf7?: unknown }).wpcf7).toBeUndefined();
  });

  it.each([
    ['init', undefined, ['scan wrap']],
    ['reset', undefined, ['scan form', 'woken', 'idle', 'reset ']],
    ['submit', { submitter: null }, ['scan form', 'woken', 'idle', 'submit submitter']],
    ['validate', { target: null }, ['scan form', 'woken', 'idle', 'validate target']],
  ] as const)('%s: what the runtime and the form hear', async (method, options, expected) => {
    const { api, form, seen } = page();
    await api[method](form, options);
    expect(seen).toEqual(expected);
  });

  it('drops a call on something else than a form, or without the bundle, with one console line each', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api, seen } = page();
    await api.submit(document.getElementById('wrap'));
    expect(seen).toEqual([]);
    const bare = page({ runtime: false });
    await bare.api.reset(bare.form);
    expect(bare.seen).toEqual([]);
    expect(error.mock.calls.map(([text]) => text)).toEqual([
      '[theme] contact-form: wpcf7.submit dropped: it takes a form element',
      '[theme] contact-form: wpcf7.reset dropped: the bundle is not on the page',
    ]);
  });
});
