import jQuery from 'jquery';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WAKE } from '../../src/runtime/wake.ts';
import { provideJQueryMethod } from '../../src/services/jquery-method.ts';
import { earlyHooks, installEarlyPum } from './early-pum.ts';

type Api = { open(...args: unknown[]): unknown; close(...args: unknown[]): unknown; hooks: { addAction(name: string, callback: () => void): void; doAction(name: string): void } };
type FakeWindow = { document: Document; PUM?: unknown; pum?: { hooks?: unknown; other?: string }; themeIslands?: { scan(root: Element): void; whenIdle(): Promise<void> } };

/**
 * A page with two popups and a runtime whose `whenIdle` the test resolves: the early API wakes
 * the popups once the start is done, and makes its calls once they have mounted.
 */
function page({ popups = true }: { popups?: boolean } = {}) {
  document.body.innerHTML = '<div class="pum pum-overlay" id="pum-1"></div><div data-island="popup" id="own"></div><div class="pum-overlay" id="pum-2"></div>';
  const woken: string[] = [];
  const scanned: string[] = [];
  for (const el of document.querySelectorAll('div')) el.addEventListener(WAKE, () => woken.push(el.id));
  const made: string[] = [];
  const real = { open: (id: unknown) => made.push(`open ${String(id)}`), close: (id: unknown) => made.push(`close ${String(id)}`) };
  const win: FakeWindow = { document, pum: { other: 'kept' } };
  // The popups mount while the runtime is waited for, after the wake.
  win.themeIslands = {
    scan: (root) => scanned.push(root.id),
    whenIdle: async () => {
      await Promise.resolve();
      if (popups && woken.length > 0) win.PUM = real;
    },
  };
  installEarlyPum(win as unknown as Window);
  return { win, api: win.PUM as Api, woken, scanned, made, real };
}

describe('the early window.PUM', () => {
  it('is the real hook bus from the start, on PUM and window.pum (whose other keys stay), and the popups\' API takes it', () => {
    const { win, api } = page();
    expect(win.pum?.hooks).toBe(api.hooks);
    expect(win.pum?.other).toBe('kept');
    expect(earlyHooks(win as unknown as Window)).toBe(api.hooks);
    const heard = vi.fn();
    api.hooks.addAction('pum.test', heard);
    api.hooks.doAction('pum.test');
    expect(heard).toHaveBeenCalledOnce();
  });

  it('leaves a window.PUM already there alone (Popup Maker\'s own script kept), and gives no hooks of someone else\'s', () => {
    const theirs = { open: () => {} };
    const win = { document, PUM: theirs } as unknown as Window;
    installEarlyPum(win);
    expect((win as unknown as FakeWindow).PUM).toBe(theirs);
    expect(earlyHooks(win)).toBeUndefined();
  });

  it('finds and wakes every popup, and makes the opens and closes on the popups\' API once they have mounted, in order; a later call goes straight there', async () => {
    const { win, api, woken, scanned, made } = page();
    expect(api.open(2)).toBeUndefined();
    api.close(2);
    api.open('#pum-1');
    expect(made).toEqual([]);
    await vi.waitFor(() => expect(made).toEqual(['open 2', 'close 2', 'open #pum-1']));
    expect(woken).toEqual(['pum-1', 'own', 'pum-2']);
    expect(scanned).toEqual(woken);
    expect(win.PUM).not.toBe(api);
    // A reference the theme kept to the early API still reaches the popups.
    api.close(1);
    expect(made.at(-1)).toBe('close 1');
    expect(woken).toHaveLength(3);
  });

  it('drops the calls with one console line when no popup has mounted (their chunk failed)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api } = page({ popups: false });
    api.open(1);
    api.close(1);
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(String(error.mock.calls[0]![0])).toBe('[theme] popup: window.PUM.open, window.PUM.close dropped: no popup has mounted');
  });

  it('drops them the same way where the bundle is not on the page (no runtime to wake the popups)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win: FakeWindow = { document };
    installEarlyPum(win as unknown as Window);
    (win.PUM as Api).open(1);
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
  });
});

describe('the early $.fn.popmake', () => {
  type JQueryPage = Window & { jQuery?: typeof jQuery };
  /** jQuery's plugins, where popmake goes. */
  const fn = jQuery.fn as unknown as Record<string | symbol, unknown>;
  type WithPopmake = { popmake(...args: unknown[]): unknown };
  const popmake = (selector: string, ...args: unknown[]) => (jQuery(selector) as unknown as WithPopmake).popmake(...args);
  afterEach(() => {
    delete (window as JQueryPage).jQuery;
    delete fn.popmake;
  });

  /** A page whose popups, once woken and mounted, give jQuery their own popmake (as pum.ts does), recording its calls. */
  function jQueryPage({ jQueryFirst }: { jQueryFirst: boolean }) {
    document.body.innerHTML = '<div class="pum pum-overlay" id="pum-1"></div><div class="pum-overlay" id="pum-2"></div>';
    const made: string[] = [];
    let woken = false;
    for (const el of document.querySelectorAll('div')) el.addEventListener(WAKE, () => void (woken = true));
    const win = { document, pum: {} } as unknown as FakeWindow & { jQuery?: typeof jQuery };
    win.themeIslands = {
      scan: () => {},
      whenIdle: async () => {
        await Promise.resolve();
        if (!woken) return;
        win.PUM = { open: () => {} };
        provideJQueryMethod(document, 'popmake', (elements, args) => void made.push(`${elements.map((el) => el.id).join(' ')}: ${args.join(' ')}`));
      },
    };
    const arrive = () => {
      (window as JQueryPage).jQuery = jQuery;
      win.jQuery = jQuery;
    };
    if (jQueryFirst) {
      arrive();
      installEarlyPum(win as unknown as Window);
    } else {
      // Printed while the page is parsed, before jQuery.
      Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
      try {
        installEarlyPum(win as unknown as Window);
      } finally {
        delete (document as { readyState?: string }).readyState;
      }
      expect(fn.popmake).toBeUndefined();
      arrive();
      document.dispatchEvent(new Event('DOMContentLoaded'));
    }
    return { made };
  }

  for (const jQueryFirst of [true, false])
    it(`with jQuery ${jQueryFirst ? 'before it' : 'after it, from DOM ready'}: a call before the popups have mounted wakes them, chains, and is made on their own method once they have, in order; theirs then takes the calls`, async () => {
      const { made } = jQueryPage({ jQueryFirst });
      const set = jQuery('#pum-2');
      expect((set as unknown as WithPopmake).popmake('open')).toBe(set);
      popmake('#pum-1, #pum-2', 'close', 'now');
      await vi.waitFor(() => expect(made).toEqual(['pum-2: open', 'pum-1 pum-2: close now']));
      expect((fn.popmake as Record<symbol, unknown>)[Symbol.for('lubrica.standInMethod')]).toBeUndefined();
      popmake('#pum-1', 'open');
      expect(made.at(-1)).toBe('pum-1: open');
    });

  it('a call through a reference to the early method kept past the mount is made on theirs too', async () => {
    const { made } = jQueryPage({ jQueryFirst: true });
    const kept = fn.popmake as (this: unknown, ...args: unknown[]) => unknown;
    popmake('#pum-1', 'open');
    await vi.waitFor(() => expect(made).toEqual(['pum-1: open']));
    expect(fn.popmake).not.toBe(kept);
    const set = jQuery('#pum-2');
    expect(kept.call(set, 'close')).toBe(set);
    await vi.waitFor(() => expect(made).toEqual(['pum-1: open', 'pum-2: close']));
  });

  it('leaves another script\'s $.fn.popmake alone, and so do the popups', async () => {
    const theirs = vi.fn();
    fn.popmake = theirs;
    const { made } = jQueryPage({ jQueryFirst: true });
    popmake('#pum-1', 'open');
    expect(theirs).toHaveBeenCalledWith('open');
    provideJQueryMethod(document, 'popmake', () => made.push('ours'));
    expect(fn.popmake).toBe(theirs);
  });
});
