import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterScheduledWork } from './after-scheduled-work.ts';
import { defineBehaviour, defineIsland, type IslandModule, type Preparation } from './define.ts';
import { createRuntime, type Runtime } from './runtime.ts';
import { WAKE } from './wake.ts';

/** A fake island chunk that records its mounts and unmounts. */
function fakeIsland(name: string, options: { stock?: string; when?: 'load' | 'idle' | 'visible' | 'interaction' | 'media'; mount?: IslandModule['mount']; load?: () => Promise<{ default: IslandModule }> } = {}) {
  const mounted: HTMLElement[] = [];
  const unmounted: HTMLElement[] = [];
  const module: IslandModule = {
    mount:
      options.mount ??
      ((el) => {
        mounted.push(el);
        el.dataset.fake = 'on';
        return () => unmounted.push(el);
      }),
  };
  const definition = defineIsland({
    name,
    ...(options.stock ? { stock: options.stock } : {}),
    when: options.when ?? 'load',
    load: options.load ?? (() => Promise.resolve({ default: module })),
  });
  return { definition, mounted, unmounted };
}

/** A visitor's press: pointerdown, then pointerup (the island mounts once the press has ended). */
function press(el: Element): void {
  el.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  el.dispatchEvent(new Event('pointerup', { bubbles: true }));
}

const flushMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runtime', () => {
  let runtime: Runtime;
  let stop: () => void = () => {};
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => stop());

  it('mounts marked and stock elements and marks them mounted', async () => {
    const island = fakeIsland('demo', { stock: '.stock-demo' });
    document.body.innerHTML = '<div data-island="demo" id="a"></div><div class="stock-demo" id="b"></div>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(island.mounted.map((el) => el.id)).toEqual(['a', 'b']);
    expect(document.getElementById('a')!.dataset.islandState).toBe('mounted');
    expect(document.getElementById('b')!.dataset.islandState).toBe('mounted');
  });

  it('never mounts an element twice', async () => {
    const island = fakeIsland('demo', { stock: '.stock-demo' });
    document.body.innerHTML = '<div class="stock-demo" data-island="demo" id="a"></div>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    runtime.scan(document);
    runtime.scan(document.body);
    await runtime.whenIdle();
    expect(island.mounted).toHaveLength(1);
  });

  it('isolates a failing island: the others mount, the failure is logged once with its name and element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = fakeIsland('good');
    const bad = fakeIsland('bad', {
      mount: () => {
        throw new Error('no ul.tabs inside the tabs wrapper');
      },
    });
    document.body.innerHTML = '<div data-island="bad" id="x" class="w"><p>server</p></div><div data-island="good" id="y"></div>';
    runtime = createRuntime({ doc: document, islands: [good.definition, bad.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(document.getElementById('x')!.dataset.islandState).toBe('failed');
    expect(document.getElementById('x')!.innerHTML).toBe('<p>server</p>');
    expect(document.getElementById('y')!.dataset.islandState).toBe('mounted');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]![0])).toBe('[theme] island "bad" failed on <div#x.w[data-island="bad"]>: no ul.tabs inside the tabs wrapper');
  });

  it('leaves out an island whose stock selector the browser does not understand, reported once however often the page is scanned; the others mount, markup inserted later too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const good = fakeIsland('good', { stock: '.stock-good' });
    // What a browser without :has() (Firefox before 121) makes of the classic cart's selector.
    const refused = fakeIsland('refused', { stock: '.woocommerce:has(> form.cart-form)' });
    for (const node of [Element.prototype, document]) {
      const querySelectorAll = node.querySelectorAll;
      vi.spyOn(node, 'querySelectorAll').mockImplementation(function (this: ParentNode, selector: string) {
        if (selector.includes(':has(')) throw new DOMException(`'${selector}' is not a valid selector`, 'SyntaxError');
        return querySelectorAll.call(this, selector);
      });
    }
    document.body.innerHTML = '<div class="woocommerce" id="cart"><form class="cart-form"></form></div><div class="stock-good" id="a"></div>';
    runtime = createRuntime({ doc: document, islands: [refused.definition, good.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div class="stock-good" id="late"></div>';
    document.body.append(wrapper);
    await flushMutations();
    await runtime.whenIdle();
    expect(good.mounted.map((el) => el.id)).toEqual(['a', 'late']);
    expect(refused.mounted).toEqual([]);
    expect(document.getElementById('cart')!.hasAttribute('data-island-state')).toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toBe('[theme] island "refused" left out:');
    expect(String(error.mock.calls[0]![1])).toContain("'.woocommerce:has(> form.cart-form)' is not a valid selector");
  });

  it('reports a chunk that fails to load on every element of that island', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = fakeIsland('broken', { load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')) });
    document.body.innerHTML = '<i data-island="broken"></i><i data-island="broken"></i>';
    runtime = createRuntime({ doc: document, islands: [broken.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(Array.from(document.querySelectorAll('i'), (el) => el.dataset.islandState)).toEqual(['failed', 'failed']);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('lets theme code take over reporting through a cancelable island:error event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = fakeIsland('bad', { mount: () => Promise.reject(new Error('nope')) });
    document.body.innerHTML = '<div data-island="bad"></div>';
    const seen: string[] = [];
    const takeOver = (event: Event) => {
      seen.push((event as CustomEvent<{ name: string }>).detail.name);
      event.preventDefault();
    };
    document.addEventListener('island:error', takeOver);
    runtime = createRuntime({ doc: document, islands: [bad.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    document.removeEventListener('island:error', takeOver);
    expect(seen).toEqual(['bad']);
    expect(error).not.toHaveBeenCalled();
  });

  it('starts in three tasks: the behaviours listen in the entry\'s own, their elements are upgraded in the next, the islands found in the one after', async () => {
    const island = fakeIsland('demo', { stock: '.stock-demo', when: 'interaction' });
    const order: string[] = [];
    const behaviour = defineBehaviour({
      name: 'marker',
      selector: '.marked',
      upgrade: (el) => void order.push(`upgrade ${el.id}`),
      listen: ({ doc, signal }) => doc.addEventListener('input', () => order.push('input heard'), { signal }),
    });
    document.body.innerHTML = '<i class="marked" id="m"></i><div class="stock-demo" id="a"></div>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [behaviour] });
    stop = runtime.start();
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    expect(order).toEqual(['input heard']);
    expect(document.getElementById('a')!.dataset.islandState).toBeUndefined();
    // A task later the upgrades are done, and the islands not yet looked for.
    await afterScheduledWork(window);
    expect(order).toEqual(['input heard', 'upgrade m']);
    expect(document.getElementById('a')!.dataset.islandState).toBeUndefined();
    await runtime.whenStarted();
    expect(document.getElementById('a')!.dataset.islandState).toBe('pending');
    expect(order).toEqual(['input heard', 'upgrade m']);
  });

  it('upgrades one behaviour at a time, in slices of the mount queue\'s length: slow upgrades are not one long task; markup inserted between them is upgraded too', async () => {
    // Each upgrade takes 10 ms of the page's clock: two fit in a slice (the second starts at 10 ms, under 16).
    let now = 0;
    vi.spyOn(window.performance, 'now').mockImplementation(() => now);
    const order: string[] = [];
    const behaviours = ['a', 'b', 'c', 'd'].map((name) =>
      defineBehaviour({
        name,
        selector: `.${name}`,
        upgrade: (el) => {
          now += 10;
          order.push(el.id);
        },
      }),
    );
    document.body.innerHTML = '<i class="a" id="a1"></i><i class="b" id="b1"></i><i class="c" id="c1"></i><i class="d" id="d1"></i>';
    runtime = createRuntime({ doc: document, islands: [], behaviours });
    stop = runtime.start();
    await afterScheduledWork(window);
    expect(order).toEqual(['a1', 'b1']);
    // Another script inserts markup of a behaviour already done: the observer upgrades it.
    document.body.insertAdjacentHTML('beforeend', '<i class="a" id="a2"></i>');
    await runtime.whenStarted();
    expect(order).toEqual(['a1', 'b1', 'a2', 'c1', 'd1']);
  });

  it('leaves an island whose classic script\'s params global is not on the page alone, silently; one whose global is printed mounts', async () => {
    const win = window as unknown as Record<string, unknown>;
    win.test_printed_params = {};
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const off = fakeIsland('switched-off', { stock: '.off' });
      const on = fakeIsland('printed', { stock: '.on' });
      document.body.innerHTML = '<div class="off" id="a"></div><div data-island="switched-off" id="b"></div><div class="on" id="c"></div>';
      runtime = createRuntime({ doc: document, islands: [{ ...off.definition, needs: 'test_missing_params' }, { ...on.definition, needs: 'test_printed_params' }], behaviours: [] });
      stop = runtime.start();
      await runtime.whenIdle();
      expect(off.mounted).toEqual([]);
      expect(['a', 'b'].map((id) => document.getElementById(id)!.dataset.islandState)).toEqual([undefined, undefined]);
      expect(on.mounted.map((el) => el.id)).toEqual(['c']);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      delete win.test_printed_params;
      errors.mockRestore();
    }
  });

  it('reports an unknown marker name on its element', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-island="no-such-island" id="u"></div>';
    runtime = createRuntime({ doc: document, islands: [], behaviours: [] });
    stop = runtime.start();
    await runtime.whenStarted();
    expect(document.getElementById('u')!.dataset.islandState).toBe('failed');
    expect(String(error.mock.calls[0]![0])).toContain('island "no-such-island" failed on <div#u[data-island="no-such-island"]>: no island is registered by that name');
  });

  it('mounts islands in markup inserted later and unmounts those removed', async () => {
    const island = fakeIsland('demo', { stock: '.stock-demo' });
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    const wrapper = document.createElement('section');
    wrapper.innerHTML = '<div class="stock-demo" id="late"></div>';
    document.body.append(wrapper);
    await flushMutations();
    await runtime.whenIdle();
    expect(island.mounted.map((el) => el.id)).toEqual(['late']);
    wrapper.remove();
    await flushMutations();
    expect(island.unmounted.map((el) => el.id)).toEqual(['late']);
  });

  it('does not unmount an island that was moved within the page', async () => {
    const island = fakeIsland('demo');
    document.body.innerHTML = '<div id="from"><div data-island="demo" id="m"></div></div><div id="to"></div>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    document.getElementById('to')!.append(document.getElementById('m')!);
    await flushMutations();
    await runtime.whenIdle();
    expect(island.unmounted).toEqual([]);
    expect(island.mounted).toHaveLength(1);
  });

  it('waits for the interaction strategy, and a marker can override the strategy', async () => {
    const island = fakeIsland('demo', { when: 'load' });
    document.body.innerHTML = '<button data-island="demo" data-island-when="interaction" id="i"></button>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(island.mounted).toEqual([]);
    expect(document.getElementById('i')!.dataset.islandState).toBe('pending');
    press(document.getElementById('i')!);
    await runtime.whenIdle();
    expect(island.mounted.map((el) => el.id)).toEqual(['i']);
  });

  it('tells an interaction island at its mount the clicks held for it, the waking one first, which it makes again after', async () => {
    const heldAtMount: string[][] = [];
    const island = fakeIsland('demo', {
      stock: '.stock-demo',
      when: 'interaction',
      mount: (_el, { held }) => void heldAtMount.push(held.map((click) => click.target.id)),
    });
    document.body.innerHTML = '<div class="stock-demo"><button id="wake">1</button><a id="next" href="#n">2</a></div><button id="other">3</button>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    const replayed: string[] = [];
    document.addEventListener('click', (event) => replayed.push((event.target as Element).id));
    for (const id of ['wake', 'other', 'next']) {
      press(document.getElementById(id)!);
      document.getElementById(id)!.click();
    }
    await runtime.whenIdle();
    expect(heldAtMount).toEqual([['wake', 'next']]);
    await vi.waitFor(() => expect(replayed).toEqual(['other', 'wake', 'next']));
  });

  it('warns about an unknown strategy and uses the definition\'s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const island = fakeIsland('demo');
    document.body.innerHTML = '<div data-island="demo" data-island-when="soon"></div>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(island.mounted).toHaveLength(1);
    expect(String(warn.mock.calls[0]![0])).toContain('unknown data-island-when="soon"');
  });

  it('cancels a pending trigger when its element is removed', async () => {
    const island = fakeIsland('demo', { when: 'interaction' });
    document.body.innerHTML = '<button data-island="demo" id="i"></button>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    const button = document.getElementById('i')!;
    button.remove();
    await flushMutations();
    press(button);
    await runtime.whenIdle();
    expect(island.mounted).toEqual([]);
  });

  it('unmount(subtree) undoes mounts so a later scan mounts again', async () => {
    const island = fakeIsland('demo');
    document.body.innerHTML = '<div id="s"><div data-island="demo" id="d"></div></div>';
    runtime = createRuntime({ doc: document, islands: [island.definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    runtime.unmount(document.getElementById('s')!);
    expect(island.unmounted.map((el) => el.id)).toEqual(['d']);
    expect(document.getElementById('d')!.hasAttribute('data-island-state')).toBe(false);
    runtime.scan(document.getElementById('s')!);
    await runtime.whenIdle();
    expect(island.mounted).toHaveLength(2);
  });

  it('prepares a waiting island in the queue\'s first slice after the scan, by the start\'s end (one that mounts on its own, just before its mount), and undoes it when it fails or is unmounted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const undone: string[] = [];
    const prepare = (el: HTMLElement) => {
      el.dataset.prepared = 'yes';
      return () => undone.push(el.id);
    };
    const mountOk = () => Promise.resolve({ default: { mount: () => () => {} } });
    const ok = defineIsland({ name: 'ok', stock: '.ok', when: 'interaction', prepare, load: mountOk });
    const later = defineIsland({ name: 'later', stock: '.later', when: 'load', prepare, load: mountOk });
    const broken = defineIsland({ name: 'broken', stock: '.broken', when: 'interaction', prepare, load: () => Promise.reject(new Error('offline')) });
    const refuses = defineIsland({
      name: 'refuses',
      stock: '.refuses',
      when: 'interaction',
      prepare: () => {
        throw new Error('bad markup');
      },
      load: mountOk,
    });
    document.body.innerHTML = '<div class="ok" id="a"></div><div class="broken" id="b"></div><div class="refuses" id="c"></div><div class="later" id="d"></div>';
    runtime = createRuntime({ doc: document, islands: [ok, broken, refuses, later], behaviours: [] });
    // What the host shows at the end of the task that found it (its observers run then).
    const atScan: Array<string | undefined> = [];
    new MutationObserver(() => atScan.push(document.getElementById('a')!.dataset.prepared)).observe(document.getElementById('a')!, { attributeFilter: ['data-island-state'] });
    stop = runtime.start();
    await runtime.whenStarted();
    // Not in the scan's own task: the page's first task stays short. But by the start's end,
    // though the island waits for the visitor.
    expect(atScan).toEqual([undefined]);
    expect(document.getElementById('a')!.dataset.prepared).toBe('yes');
    expect(document.getElementById('a')!.dataset.islandState).toBe('pending');
    await runtime.whenIdle();
    expect(document.getElementById('a')!.dataset.islandState).toBe('pending');
    expect(document.getElementById('c')!.dataset.islandState).toBe('failed');
    expect(document.getElementById('d')!.dataset.prepared).toBe('yes');
    expect(document.getElementById('d')!.dataset.islandState).toBe('mounted');
    press(document.getElementById('b')!);
    await runtime.whenIdle();
    expect(undone).toEqual(['b']);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('island "refuses" failed on <div#c.refuses>: bad markup'),
      expect.stringContaining('island "broken" failed on <div#b.broken>: offline'),
    ]);
    press(document.getElementById('a')!);
    await runtime.whenIdle();
    runtime.unmount(document.body);
    expect(undone.sort()).toEqual(['a', 'b', 'd']);
    error.mockRestore();
  });

  it('does not scan again what a prepare changed in its host (its own look around markup the scan saw); markup another script inserts after it is scanned', async () => {
    // A prepare as the gallery's: the host's slides moved into a frame it draws.
    const frame = (el: HTMLElement) => {
      const viewport = document.createElement('div');
      viewport.className = 'viewport';
      viewport.append(...el.children);
      el.append(viewport);
      return () => el.replaceChildren(...viewport.children);
    };
    const island = defineIsland({ name: 'framed', stock: '.framed', when: 'interaction', prepare: frame, load: () => Promise.resolve({ default: { mount: () => () => {} } }) });
    const upgraded: string[] = [];
    const link = defineBehaviour({ name: 'link', selector: '.link', upgrade: (el) => void upgraded.push(el.id) });
    const queried = vi.spyOn(Element.prototype, 'querySelectorAll');
    document.body.innerHTML = '<div class="framed" id="g"><a class="link" id="l1"></a><a class="link" id="l2"></a></div>';
    runtime = createRuntime({ doc: document, islands: [island], behaviours: [link] });
    stop = runtime.start();
    await runtime.whenStarted();
    await flushMutations();
    const viewport = document.querySelector('#g > .viewport')!;
    expect(viewport.children).toHaveLength(2);
    expect(queried.mock.contexts).not.toContain(viewport);
    expect(upgraded).toEqual(['l1', 'l2']);
    // The observer still hears the page: a link another script puts in the frame is upgraded.
    viewport.insertAdjacentHTML('beforeend', '<a class="link" id="l3"></a>');
    await flushMutations();
    expect(upgraded).toEqual(['l1', 'l2', 'l3']);
    queried.mockRestore();
  });

  it('answers a click on the prepared markup at once (only once it is prepared), and the island mounts on that state', async () => {
    const answered: string[] = [];
    const island = fakeIsland('answering', { stock: '.answering', when: 'interaction' });
    const definition = {
      ...island.definition,
      prepare: (el: HTMLElement) => {
        el.dataset.open = 'first';
        return () => delete el.dataset.open;
      },
      answer: (el: HTMLElement, target: HTMLElement) => {
        answered.push(target.id);
        el.dataset.open = target.id;
        return true;
      },
    };
    document.body.innerHTML = '<div class="answering" id="a"><a id="early" href="#e">early</a></div><div class="answering" id="b"><a id="later" href="#l">later</a></div>';
    runtime = createRuntime({ doc: document, islands: [definition], behaviours: [] });
    const visitorClick = (id: string) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      Object.defineProperty(click, 'isTrusted', { value: true });
      document.getElementById(id)!.dispatchEvent(click);
      return click;
    };
    // Before the prepare has drawn anything there is nothing to answer on: a click at the end of
    // the task that found the island (its observers run then) is held.
    const early: boolean[] = [];
    const observer = new MutationObserver(() => {
      observer.disconnect();
      early.push(visitorClick('early').defaultPrevented);
    });
    observer.observe(document.getElementById('a')!, { attributeFilter: ['data-island-state'] });
    stop = runtime.start();
    await runtime.whenStarted();
    expect(early).toEqual([true]);
    expect(answered).toEqual([]);
    await runtime.whenIdle();
    expect(document.getElementById('b')!.dataset.open).toBe('first');
    expect(visitorClick('later').defaultPrevented).toBe(true);
    expect(answered).toEqual(['later']);
    expect(document.getElementById('b')!.dataset.open).toBe('later');
    // Host a still holds its early click: its next click is held behind it, not answered out of order.
    visitorClick('early');
    expect(answered).toEqual(['later']);
  });

  it('once the mount has begun, a click is no longer answered: it is held and made after the mount', async () => {
    const answered: string[] = [];
    let finishMount: () => void = () => {};
    const mountStarted = new Promise<void>((started) => {
      const island = fakeIsland('answering', {
        stock: '.answering',
        when: 'interaction',
        mount: () => {
          started();
          return new Promise<void>((resolve) => (finishMount = resolve));
        },
      });
      const definition = {
        ...island.definition,
        prepare: () => () => undefined,
        answer: (_el: HTMLElement, target: HTMLElement) => {
          answered.push(target.id);
          return true;
        },
      };
      document.body.innerHTML = '<div class="answering"><a id="first" href="#1">1</a><a id="second" href="#2">2</a></div>';
      runtime = createRuntime({ doc: document, islands: [definition], behaviours: [] });
      stop = runtime.start();
    });
    const replayed: string[] = [];
    document.addEventListener('click', (event) => !event.isTrusted && replayed.push((event.target as Element).id));
    const visitorClick = (id: string) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      Object.defineProperty(click, 'isTrusted', { value: true });
      document.getElementById(id)!.dispatchEvent(click);
    };
    await runtime.whenIdle(); // prepared
    press(document.getElementById('first')!);
    visitorClick('first');
    expect(answered).toEqual(['first']);
    await mountStarted;
    visitorClick('second');
    expect(answered).toEqual(['first']);
    finishMount();
    await runtime.whenIdle();
    await vi.waitFor(() => expect(replayed).toEqual(['second']));
  });

  it('prepares from a preparation chunk once it comes (asked for once per island, not per element), before a mount a touch asked for meanwhile; one that does not come fails its islands, the others unaffected', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const happened: string[] = [];
    // One chunk for two kinds of island, as an import() is: fetched once, however many ask.
    let arrive: () => void = () => {};
    const chunk = new Promise<Preparation>((resolve) => {
      arrive = () =>
        resolve({
          prepare: (el) => {
            happened.push(`prepare ${el.id}`);
            return () => happened.push(`unprepare ${el.id}`);
          },
          answer: (_el, target) => {
            happened.push(`answer ${target.id}`);
            return true;
          },
        });
    });
    const preparationLoads = vi.fn(() => chunk);
    const load = () => Promise.resolve({ default: { mount: (el: HTMLElement) => void happened.push(`mount ${el.id}`) } });
    const islands = [
      defineIsland({ name: 'lazy', stock: '.lazy', when: 'interaction', preparation: preparationLoads, load }),
      defineIsland({ name: 'lazy-at-load', stock: '.lazy-at-load', when: 'load', preparation: preparationLoads, load }),
      defineIsland({ name: 'unreachable', stock: '.unreachable', when: 'interaction', preparation: () => Promise.reject(new Error('offline')), load }),
      defineIsland({ name: 'empty', stock: '.empty', when: 'interaction', preparation: () => Promise.resolve({}), load }),
      defineIsland({ name: 'plain', stock: '.plain', when: 'load', prepare: (el) => (happened.push(`prepare ${el.id}`), () => {}), load }),
    ];
    document.body.innerHTML = `
      <div class="lazy" id="a"><a id="a-link" href="#a">a</a></div><div class="lazy" id="b"><a id="b-link" href="#b">b</a></div>
      <div class="lazy-at-load" id="c"></div><div class="unreachable" id="u"><a href="#u">u</a></div><div class="empty" id="e"></div><div class="plain" id="p"></div>`;
    runtime = createRuntime({ doc: document, islands, behaviours: [] });
    stop = runtime.start();
    const visitorClick = (id: string) => {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      Object.defineProperty(click, 'isTrusted', { value: true });
      document.getElementById(id)!.dispatchEvent(click);
      return click;
    };
    // The start ends once the preparations have come and the islands are prepared.
    let started = false;
    void runtime.whenStarted().then(() => (started = true));
    await vi.waitFor(() => expect(document.getElementById('u')!.dataset.islandState).toBe('failed'));
    await vi.waitFor(() => expect(happened).toEqual(['prepare p', 'mount p']));
    expect(preparationLoads).toHaveBeenCalledTimes(2);
    // Not prepared yet: a click is held, not answered; it and a touch ask for mounts, which wait.
    expect(visitorClick('a-link').defaultPrevented).toBe(true);
    press(document.getElementById('b')!);
    press(document.getElementById('u')!);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(happened).toEqual(['prepare p', 'mount p']);
    expect(started).toBe(false);
    arrive();
    await runtime.whenStarted();
    expect(happened).toEqual(expect.arrayContaining(['prepare a', 'prepare b']));
    await runtime.whenIdle();
    // Each prepared before its mount (the order between islands is the queue's).
    expect([...happened].sort()).toEqual(['mount a', 'mount b', 'mount c', 'mount p', 'prepare a', 'prepare b', 'prepare c', 'prepare p']);
    for (const id of 'abc') expect(happened.indexOf(`prepare ${id}`)).toBeLessThan(happened.indexOf(`mount ${id}`));
    happened.length = 0;
    runtime.unmount(document.body);
    expect(happened.sort()).toEqual(['unprepare a', 'unprepare b', 'unprepare c']);
    expect(error.mock.calls.map((call) => String(call[0]))).toEqual([
      expect.stringContaining('island "unreachable" failed on <div#u.unreachable>: offline'),
      expect.stringContaining('island "empty" failed on <div#e.empty>: its preparation has no prepare()'),
    ]);
    error.mockRestore();
  });

  it('answers a click from a preparation chunk once its prepare has run', async () => {
    const answered: string[] = [];
    const preparation = () =>
      Promise.resolve<Preparation>({
        prepare: () => () => {},
        answer: (_el, target) => (answered.push(target.id), true),
      });
    document.body.innerHTML = '<div class="lazy"><a id="link" href="#l">l</a></div>';
    runtime = createRuntime({ doc: document, islands: [defineIsland({ name: 'lazy', stock: '.lazy', when: 'interaction', preparation, load: () => new Promise(() => {}) })], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    Object.defineProperty(click, 'isTrusted', { value: true });
    document.getElementById('link')!.dispatchEvent(click);
    expect(answered).toEqual(['link']);
  });

  it('wakes an interaction island at the touch of an element it also answers, outside its host', async () => {
    const island = fakeIsland('demo', { stock: '.stock-demo', when: 'interaction' });
    const definition = { ...island.definition, also: '.summary-link' };
    document.body.innerHTML = '<a class="summary-link" href="#x"><span id="inner">x</span></a><div class="stock-demo" id="a"></div>';
    runtime = createRuntime({ doc: document, islands: [definition], behaviours: [] });
    stop = runtime.start();
    await runtime.whenIdle();
    expect(island.mounted).toEqual([]);
    press(document.getElementById('inner')!);
    await runtime.whenIdle();
    expect(island.mounted.map((el) => el.id)).toEqual(['a']);
  });

  describe('an idle island that also answers elements outside its host (a popup and its triggers)', () => {
    // The browser's idle callbacks, run when the test says.
    const idle = new Map<number, () => void>();
    const { requestIdleCallback, cancelIdleCallback } = window;
    beforeEach(() => {
      let handles = 0;
      window.requestIdleCallback = (callback) => (idle.set(++handles, () => callback({ didTimeout: false, timeRemaining: () => 50 })), handles);
      window.cancelIdleCallback = (handle) => void idle.delete(handle);
    });
    afterEach(() => {
      Object.assign(window, { requestIdleCallback, cancelIdleCallback });
      idle.clear();
    });
    const start = async () => {
      const island = fakeIsland('demo', { stock: '.stock-demo', when: 'idle' });
      document.body.innerHTML = '<button class="popmake-7" id="trigger"><span id="inner">Open</span></button><div class="stock-demo" id="a"></div>';
      runtime = createRuntime({ doc: document, islands: [{ ...island.definition, also: '.popmake-7' }], behaviours: [] });
      stop = runtime.start();
      await runtime.whenIdle();
      return island;
    };

    it('is woken before idle by their touch, and the idle wait is given up', async () => {
      const island = await start();
      expect(island.mounted).toEqual([]);
      expect(idle.size).toBe(1);
      press(document.getElementById('inner')!);
      await runtime.whenIdle();
      expect(island.mounted.map((el) => el.id)).toEqual(['a']);
      expect(idle.size).toBe(0);
    });

    it('mounts at idle as before; a touch after that mounts nothing more', async () => {
      const island = await start();
      for (const run of idle.values()) run();
      await runtime.whenIdle();
      expect(island.mounted.map((el) => el.id)).toEqual(['a']);
      press(document.getElementById('inner')!);
      await runtime.whenIdle();
      expect(island.mounted.map((el) => el.id)).toEqual(['a']);
    });

    it('is woken by code before idle with `theme:wake` on its element (the popups\' early window.PUM), once; so is an idle island without triggers', async () => {
      const popup = fakeIsland('demo', { stock: '.stock-demo', when: 'idle' });
      const plain = fakeIsland('plain', { stock: '.plain-demo', when: 'idle' });
      document.body.innerHTML = '<button class="popmake-7">Open</button><div class="stock-demo" id="a"></div><div class="plain-demo" id="b"></div>';
      runtime = createRuntime({ doc: document, islands: [{ ...popup.definition, also: '.popmake-7' }, plain.definition], behaviours: [] });
      stop = runtime.start();
      await runtime.whenIdle();
      expect(idle.size).toBe(2);
      for (const id of ['a', 'b']) document.getElementById(id)!.dispatchEvent(new Event(WAKE));
      await runtime.whenIdle();
      expect([...popup.mounted, ...plain.mounted].map((el) => el.id)).toEqual(['a', 'b']);
      expect(idle.size).toBe(0);
      document.getElementById('a')!.dispatchEvent(new Event(WAKE));
      await runtime.whenIdle();
      expect(popup.mounted.map((el) => el.id)).toEqual(['a']);
    });
  });

  it('upgrades behaviour elements once, including inserted ones, and isolates a throwing upgrade', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    const behaviour = defineBehaviour({
      name: 'tagger',
      selector: '.tag-me',
      upgrade(el) {
        if (el.id === 'boom') throw new Error('bad value');
        seen.push(el.id);
      },
    });
    document.body.innerHTML = '<i class="tag-me" id="one"></i><i class="tag-me" id="boom"></i>';
    runtime = createRuntime({ doc: document, islands: [], behaviours: [behaviour] });
    stop = runtime.start();
    runtime.scan(document);
    document.body.insertAdjacentHTML('beforeend', '<i class="tag-me" id="two"></i>');
    // The runtime starts over tasks of its own, and its observer comes with them: inserted this
    // early, the element is upgraded by the start's scan, not always within one timer's task.
    await vi.waitFor(() => expect(seen).toEqual(['one', 'two']));
    expect(document.getElementById('boom')!.dataset.islandState).toBe('failed');
    expect(String(error.mock.calls[0]![0])).toContain('"tagger" failed on <i#boom.tag-me>: bad value');
  });
});
