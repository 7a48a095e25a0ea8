import { describe, expect, it, vi } from 'vitest';
import { WAKE } from '../../src/runtime/wake.ts';
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
    expect(String(error.mock.calls[0]![0])).toBe('[theme] popup: window.PUM.open, close dropped: no popup has mounted');
  });

  it('drops them the same way where the bundle is not on the page (no runtime to wake the popups)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const win: FakeWindow = { document };
    installEarlyPum(win as unknown as Window);
    (win.PUM as Api).open(1);
    await vi.waitFor(() => expect(error).toHaveBeenCalledOnce());
  });
});
