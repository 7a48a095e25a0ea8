import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Adopt } from './adopt.tsx';
import { reactIsland } from './react-island.tsx';
import { invalid, parsed } from './parse-result.ts';

const ctx = { name: 'demo', doc: document };

function Boom(): never {
  throw new Error('render exploded');
}

function Wrapper({ nodes }: { nodes: Node[] }) {
  const [count] = useState(1);
  return (
    <section className="rendered" data-count={count}>
      <Adopt nodes={nodes} className="adopted" />
    </section>
  );
}

describe('reactIsland', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders synchronously, adopting server nodes, and unmount puts the server markup back', async () => {
    document.body.innerHTML = '<div id="host"><p id="keep">server <b>text</b></p></div>';
    const host = document.getElementById('host')!;
    const serverHtml = host.innerHTML;
    const keep = document.getElementById('keep')!;
    const island = reactIsland({ parseProps: (el) => parsed({ nodes: Array.from(el.childNodes) }), Component: Wrapper });
    const unmount = island.mount(host, ctx) as () => void;
    expect(host.querySelector('section.rendered > div.adopted > #keep')).toBe(keep);
    unmount();
    expect(host.innerHTML).toBe(serverHtml);
    expect(host.firstChild).toBe(keep);
  });

  it('keeps the focus on a server node the view moves into itself (a link in the track, tabbed to while the view was on its way): the render drops it, the island gives it back', () => {
    document.body.innerHTML = '<div id="host"><div class="drawn"><ul id="track"><li><a id="link" href="/p/">product</a></li></ul></div></div>';
    const link = document.getElementById('link')!;
    link.focus();
    const island = reactIsland({ parseProps: () => parsed({ nodes: [document.getElementById('track')!] }), Component: Wrapper });
    island.mount(document.getElementById('host')!, ctx);
    expect(document.querySelector('section.rendered > div.adopted > #track #link')).toBe(link);
    expect(document.activeElement).toBe(link);
  });

  it('throws the parse error without touching the markup', () => {
    document.body.innerHTML = '<div id="host"><i>x</i></div>';
    const island = reactIsland({ parseProps: () => invalid('no ul.tabs'), Component: Wrapper });
    expect(() => island.mount(document.getElementById('host')!, ctx)).toThrow('no ul.tabs');
    expect(document.getElementById('host')!.innerHTML).toBe('<i>x</i>');
  });

  it('a render error puts the server markup back and is rethrown', () => {
    document.body.innerHTML = '<div id="host"><i id="i">x</i></div>';
    const host = document.getElementById('host')!;
    const node = document.getElementById('i');
    const island = reactIsland({ parseProps: () => parsed({}), Component: Boom });
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => island.mount(host, ctx)).toThrow('render exploded');
    } finally {
      console.error = original;
    }
    expect(host.firstChild).toBe(node);
    expect(host.innerHTML).toBe('<i id="i">x</i>');
  });

  it('a container island removes its container on failure', () => {
    document.body.innerHTML = '<div id="wrap"><select id="s"></select></div>';
    const island = reactIsland({
      parseProps: () => parsed({}),
      Component: Boom,
      container: (el) => {
        const p = document.createElement('p');
        el.before(p);
        return { node: p, remove: () => p.remove() };
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => island.mount(document.getElementById('s')!, ctx)).toThrow();
    } finally {
      console.error = original;
    }
    expect(document.getElementById('wrap')!.innerHTML).toBe('<select id="s"></select>');
  });
});

describe('reactIsland after the mount', () => {
  it('a render error in a later update puts the server markup back and reports the island failed', async () => {
    document.body.innerHTML = '<div id="host"><p id="server">server</p></div>';
    const host = document.getElementById('host')!;
    const server = document.getElementById('server');
    let explode: () => void = () => {};
    function Fragile() {
      const [broken, setBroken] = useState(false);
      explode = () => setBroken(true);
      if (broken) throw new Error('state went bad');
      return <span className="live">live</span>;
    }
    const island = reactIsland({ parseProps: () => parsed({}), Component: Fragile });
    island.mount(host, { name: 'fragile', doc: document });
    expect(host.querySelector('.live')).not.toBeNull();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      flushSync(() => explode());
      await Promise.resolve();
      await Promise.resolve();
    } finally {
      console.error = original;
    }
    expect(host.firstChild).toBe(server);
    expect(host.dataset.islandState).toBe('failed');
    expect(errors.some((args) => String(args[0]).includes('island "fragile" failed on <div#host>: state went bad'))).toBe(true);
  });
});
