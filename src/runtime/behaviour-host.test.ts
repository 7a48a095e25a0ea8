import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { defineBehaviour, defineIsland, type ClickAction, type LazyClick } from './define.ts';
import { createRuntime } from './runtime.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the runtime owns the behaviours\' lifecycle', () => {
  let stop: () => void = () => {};
  let errors: MockInstance<typeof console.error>;
  beforeEach(() => {
    document.body.innerHTML = '';
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stop();
    errors.mockRestore();
  });

  it('fetches a behaviour\'s chunk once, however many elements and events ask for it', async () => {
    const load = vi.fn(() => Promise.resolve({ upgrade: (el: HTMLElement) => el.setAttribute('data-done', '') }));
    const behaviour = defineBehaviour({
      name: 'fields',
      selector: '.field',
      chunk: load,
      upgrade(el, { chunk }) {
        void chunk(el).then((fields) => fields?.upgrade(el));
      },
    });
    document.body.innerHTML = '<i class="field" id="a"></i><i class="field" id="b"></i>';
    const runtime = createRuntime({ doc: document, islands: [], behaviours: [behaviour] });
    stop = runtime.start();
    // The upgrades run in the start's second task.
    await runtime.whenStarted();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[data-done]')).toHaveLength(2);
  });

  it('leaves a behaviour whose classic script\'s params global is not on the page out: no upgrade, no listener', async () => {
    const ran: string[] = [];
    const behaviour = (name: string, needs: string) =>
      defineBehaviour({ name, needs, selector: '.field', upgrade: () => void ran.push(`${name} upgrade`), listen: () => void ran.push(`${name} listen`) });
    (window as unknown as Record<string, unknown>).test_printed_params = {};
    try {
      document.body.innerHTML = '<i class="field"></i>';
      const runtime = createRuntime({ doc: document, islands: [], behaviours: [behaviour('off', 'test_missing_params'), behaviour('on', 'test_printed_params')] });
      stop = runtime.start();
      await runtime.whenStarted();
      await settle();
      expect(ran).toEqual(['on listen', 'on upgrade']);
    } finally {
      delete (window as unknown as Record<string, unknown>).test_printed_params;
    }
  });

  it('reports a chunk that does not load on each element that asked (once each), or once for the behaviour, and resolves null', async () => {
    const behaviour = defineBehaviour({
      name: 'fields',
      selector: '.field',
      chunk: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      upgrade(el, { chunk }) {
        void chunk(el).then((fields) => el.setAttribute('data-got', String(fields)));
      },
      listen({ doc, signal, chunk }) {
        doc.addEventListener('input', () => void chunk(), { signal });
      },
    });
    document.body.innerHTML = '<i class="field" id="a"></i><i class="field" id="b"></i>';
    const runtime = createRuntime({ doc: document, islands: [], behaviours: [behaviour] });
    stop = runtime.start();
    // The upgrades run in the start's second task.
    await runtime.whenStarted();
    await settle();
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    expect(document.getElementById('a')!.dataset.got).toBe('null');
    expect(document.getElementById('a')!.dataset.islandState).toBe('failed');
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([
      '[theme] island "fields" failed on <i#a.field>: Failed to fetch dynamically imported module',
      '[theme] island "fields" failed on <i#b.field>: Failed to fetch dynamically imported module',
      '[theme] behaviour "fields": its code did not load:',
    ]);
    expect(String(errors.mock.calls[2]![1])).toBe('Error: Failed to fetch dynamically imported module');
  });

  it('aborts the behaviours\' signal when the runtime stops: their listeners go with it', async () => {
    const heard: string[] = [];
    const behaviour = defineBehaviour({
      name: 'ears',
      listen({ doc, signal }) {
        doc.addEventListener('click', () => heard.push('click'), { signal });
      },
    });
    stop = createRuntime({ doc: document, islands: [], behaviours: [behaviour] }).start();
    document.body.click();
    stop();
    stop = () => {};
    document.body.click();
    expect(heard).toEqual(['click']);
  });

  it.each([
    ['arrives', (arrive: () => void) => arrive(), 'upgraded'],
    ['fails', (_: () => void, fail: () => void) => fail(), 'as printed'],
  ])('whenIdle waits for a behaviour\'s chunk asked for at the upgrade: the chunk %s, then the page is idle', async (_, settleChunk, expected) => {
    let arrive = () => {};
    let fail = () => {};
    const behaviour = defineBehaviour({
      name: 'fields',
      selector: '.field',
      chunk: () =>
        new Promise<{ upgrade(el: HTMLElement): void }>((resolve, reject) => {
          arrive = () => resolve({ upgrade: (el) => (el.textContent = 'upgraded') });
          fail = () => reject(new Error('Failed to fetch dynamically imported module'));
        }),
      upgrade(el, { chunk }) {
        void chunk(el).then((fields) => fields?.upgrade(el));
      },
    });
    document.body.innerHTML = '<i class="field">as printed</i>';
    const runtime = createRuntime({ doc: document, islands: [], behaviours: [behaviour] });
    stop = runtime.start();
    let idle = false;
    void runtime.whenIdle().then(() => (idle = true));
    await runtime.whenStarted();
    await settle();
    expect(idle).toBe(false);
    settleChunk(arrive, fail);
    await vi.waitFor(() => expect(idle).toBe(true));
    expect(document.querySelector('.field')!.textContent).toBe(expected);
  });

  it('gives each island a signal that aborts when it is unmounted', async () => {
    let signal: AbortSignal | undefined;
    const island = defineIsland({ name: 'demo', when: 'load', load: () => Promise.resolve({ default: { mount: (_el, ctx) => void (signal = ctx.signal) } }) });
    document.body.innerHTML = '<div data-island="demo" id="a"></div>';
    const runtime = createRuntime({ doc: document, islands: [island], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(document.getElementById('a')!.dataset.islandState).toBe('mounted');
    expect(signal?.aborted).toBe(false);
    runtime.unmount(document.body);
    expect(signal?.aborted).toBe(true);
  });
});

describe('lazy clicks', () => {
  let stop: () => void = () => {};
  let errors: MockInstance<typeof console.error>;
  const assigned: string[] = [];
  beforeEach(() => {
    assigned.length = 0;
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window.location, 'assign').mockImplementation((url) => void assigned.push(String(url)));
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

  const start = (clicks: LazyClick[]) => {
    stop = createRuntime({ doc: document, islands: [], behaviours: [defineBehaviour({ name: 'cart', clicks })] }).start();
  };

  it('prevents the click, fetches the chunk once and runs the clicks in click order', async () => {
    const ran: string[] = [];
    let arrive: (chunk: { default: ClickAction }) => void = () => {};
    const load = vi.fn(() => new Promise<{ default: ClickAction }>((resolve) => (arrive = resolve)));
    document.body.innerHTML = '<a class="add" id="one" href="/?add=1">1</a><a class="add" id="two" href="/?add=2">2</a>';
    start([{ selector: '.add', load }]);
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('one')!.dispatchEvent(first);
    document.getElementById('two')!.click();
    expect(first.defaultPrevented).toBe(true);
    arrive({ default: (el) => void ran.push(el.id) });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(ran).toEqual(['one', 'two']);
    expect(assigned).toEqual([]);
  });

  it('when the chunk does not come: one console error naming the behaviour and the element, and the link is followed', async () => {
    document.body.innerHTML = '<a class="add" id="one" href="/?add-to-cart=1">1</a><a class="add" id="hash" href="#">2</a>';
    start([{ selector: '.add', load: () => Promise.reject(new Error('chunk gone')) }]);
    document.getElementById('one')!.click();
    await settle();
    expect(assigned).toEqual([new URL('/?add-to-cart=1', document.baseURI).href]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(['[theme] island "cart" failed on <a#one.add>: chunk gone']);
    document.getElementById('hash')!.click();
    await settle();
    expect(assigned).toHaveLength(1); // a "#" link leads nowhere without the bundle either
  });

  it('when the chunk does not come and the link is not a web address (javascript:, malformed): it is not followed, and nothing throws', async () => {
    document.body.innerHTML = '<a class="add" id="script" href="javascript:void(0)">1</a><a class="add" id="bad" href="https://[bad">2</a>';
    start([{ selector: '.add', load: () => Promise.reject(new Error('chunk gone')), pressed: 'loading' }]);
    for (const id of ['script', 'bad']) document.getElementById(id)!.click();
    await settle();
    expect(assigned).toEqual([]);
    expect(document.querySelectorAll('.loading')).toHaveLength(0);
  });

  it('gives the element its pressed look at the click, before the chunk comes; takes it back when the chunk fails and the link leads nowhere', async () => {
    let arrive: (chunk: { default: ClickAction }) => void = () => {};
    const looks: string[] = [];
    document.body.innerHTML = '<a class="add" id="one" href="/?add=1">1</a>';
    const one = document.getElementById('one')!;
    start([{ selector: '.add', load: () => new Promise((resolve) => (arrive = resolve)), pressed: 'loading' }]);
    one.click();
    expect(one.className).toBe('add loading');
    arrive({ default: (el) => void looks.push(el.className) });
    await settle();
    expect(looks).toEqual(['add loading']); // the action finds it, and takes it back itself

    stop();
    document.body.innerHTML = '<a class="add" id="away" href="/?add=2">2</a><a class="add" id="hash" href="#">3</a>';
    start([{ selector: '.add', load: () => Promise.reject(new Error('chunk gone')), pressed: 'loading' }]);
    document.getElementById('away')!.click();
    document.getElementById('hash')!.click();
    await settle();
    // Leaving for the link's page, the button stays loading (as the classic one does while it goes).
    expect(document.getElementById('away')!.className).toBe('add loading');
    expect(document.getElementById('hash')!.className).toBe('add');
  });

  it('fetches a warm row\'s chunk once when the pointer or the focus comes to its element, a row without warm only at the click', async () => {
    document.body.innerHTML = '<a class="add" id="add" href="/?add=1"><span id="label">1</span></a><a class="view" id="view" href="/p/">2</a>';
    const add = vi.fn(() => Promise.resolve({ default: () => {} }));
    const view = vi.fn(() => Promise.resolve({ default: () => {} }));
    start([
      { selector: '.add', load: add, warm: true },
      { selector: '.view', load: view },
    ]);
    document.getElementById('view')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(add).not.toHaveBeenCalled();
    document.getElementById('label')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    expect(add).toHaveBeenCalledTimes(1);
    document.getElementById('add')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.getElementById('add')!.click();
    await settle();
    expect(add).toHaveBeenCalledTimes(1);
    expect(view).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('runs a warm row\'s chunk\'s own warm with the document at each coming, once the chunk is there; never at the click alone', async () => {
    document.body.innerHTML = '<a class="add" id="add" href="/?add=1">1</a><a class="remove" id="remove" href="/?remove=1">2</a>';
    const warmed: Document[] = [];
    const chunk = { default: () => {}, warm: (doc: Document) => void warmed.push(doc) };
    start([
      { selector: '.add', load: () => Promise.resolve(chunk), warm: true },
      { selector: '.remove', load: () => Promise.resolve(chunk) },
    ]);
    document.getElementById('remove')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    document.getElementById('remove')!.click();
    await settle();
    expect(warmed).toEqual([]);
    document.getElementById('add')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(warmed).toEqual([document]);
    document.getElementById('add')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(warmed).toEqual([document, document]);
  });

  it('a chunk\'s warm that throws is silent: the click still runs', async () => {
    document.body.innerHTML = '<a class="add" id="add" href="/?add=1">1</a>';
    const clicked: string[] = [];
    const chunk = { default: (el: HTMLElement) => void clicked.push(el.id), warm: () => { throw new Error('warm broke'); } };
    start([{ selector: '.add', load: () => Promise.resolve(chunk), warm: true }]);
    document.getElementById('add')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    document.getElementById('add')!.click();
    await settle();
    expect(clicked).toEqual(['add']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('listens for the approach only where a row is warm', () => {
    document.body.innerHTML = '<a class="qv" id="qv" href="/p/">1</a><a class="add" id="add" href="/?add=1">2</a>';
    const closest = vi.spyOn(Element.prototype, 'closest');
    const approach = () => {
      closest.mockClear();
      for (const id of ['qv', 'add']) document.getElementById(id)!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      return closest.mock.calls.length;
    };
    start([{ selector: '.qv', load: () => Promise.resolve({ default: () => {} }) }]);
    expect(approach()).toBe(0);
    stop();
    const add = vi.fn(() => Promise.resolve({ default: () => {} }));
    start([{ selector: '.add', load: add, warm: true }]);
    expect(approach()).toBeGreaterThan(0);
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('a warm fetch that fails says nothing until the click, which reports it once and follows the link', async () => {
    document.body.innerHTML = '<a class="add" id="one" href="/?add-to-cart=1">1</a>';
    const load = vi.fn(() => Promise.reject(new Error('chunk gone')));
    start([{ selector: '.add', load, warm: true, pressed: 'loading' }]);
    document.getElementById('one')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(errors).not.toHaveBeenCalled();
    document.getElementById('one')!.click();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(assigned).toEqual([new URL('/?add-to-cart=1', document.baseURI).href]);
    expect(errors.mock.calls.map((call) => String(call[0]))).toEqual(['[theme] island "cart" failed on <a#one.add.loading>: chunk gone']);
  });

  it('a row whose params global is not on the page stands down, silently: no warming, no pressed look, the click is the browser\'s', () => {
    document.body.innerHTML = '<a class="add" id="add" href="/?add-to-cart=1">1</a><a class="remove" id="remove" href="/?remove_item=k">2</a>';
    const win = window as unknown as Record<string, unknown>;
    win.test_remove_params = {};
    const add = vi.fn(() => Promise.resolve({ default: () => {} }));
    const remove = vi.fn(() => Promise.resolve({ default: () => {} }));
    try {
      start([
        { selector: '.add', load: add, warm: true, pressed: 'loading', needs: 'test_add_params' },
        { selector: '.remove', load: remove, needs: 'test_remove_params' },
      ]);
      const one = document.getElementById('add')!;
      one.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      const press = new MouseEvent('click', { bubbles: true, cancelable: true });
      one.dispatchEvent(press);
      expect([press.defaultPrevented, one.className, add.mock.calls.length]).toEqual([false, 'add', 0]);
      // A row whose global is printed works as before.
      const other = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById('remove')!.dispatchEvent(other);
      expect([other.defaultPrevented, remove.mock.calls.length]).toEqual([true, 1]);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      delete win.test_remove_params;
    }
  });

  it('acts on a click another script prevented (a theme\'s handler on the add button), as add-to-cart.js\'s jQuery handler does', async () => {
    const ran: string[] = [];
    document.body.innerHTML = '<a class="add" id="one" href="/?add=1">1</a>';
    start([{ selector: '.add', load: () => Promise.resolve({ default: (el: HTMLElement) => void ran.push(el.id) }) }]);
    document.body.addEventListener('click', (event) => event.preventDefault(), { once: true });
    document.getElementById('one')!.click();
    await settle();
    expect(ran).toEqual(['one']);
  });

  it('leaves a modified click to the browser where the row asks for plain clicks only, and a click already handled alone', () => {
    document.body.innerHTML = '<a class="qv" id="one" href="/p/">1</a>';
    const load = vi.fn(() => Promise.resolve({ default: () => {} }));
    start([{ selector: '.qv', load, plainOnly: true }]);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('one')!.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    document.getElementById('one')!.addEventListener('click', (event) => event.preventDefault(), { once: true });
    document.getElementById('one')!.click();
    expect(load).not.toHaveBeenCalled();
  });
});
