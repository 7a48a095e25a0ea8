import jQuery from 'jquery';
import { afterEach, describe, expect, it } from 'vitest';
import { bridgeJQueryClicks } from '../services/wc-events.ts';
import { holdClicks } from './hold-clicks.ts';

let recording = new AbortController();
afterEach(() => {
  recording.abort();
  recording = new AbortController();
});

/** What was clicked, in order, as a click listener on `on` reads it (the element's id unless told); the listener goes after the test. */
function recordClicks(on: EventTarget = document, read = (target: HTMLElement): string => target.id): string[] {
  const seen: string[] = [];
  on.addEventListener('click', (event) => seen.push(read(event.target as HTMLElement)), { signal: recording.signal });
  return seen;
}

/** happy-dom's dispatched events are not trusted: a visitor's click, as the browser makes it. */
function visitorClick(target: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'isTrusted', { value: true });
  target.dispatchEvent(event);
  return event;
}

/** A visitor's key on a focused element; returns the event, to read whether it was held. */
function visitorKey(target: HTMLElement, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
}

/** The keys pressed, in order, as a keydown listener on the document reads them (`id:key`). */
function recordKeys(): string[] {
  const seen: string[] = [];
  document.addEventListener('keydown', (event) => seen.push(`${(event.target as HTMLElement).id}:${event.key}`), { signal: recording.signal });
  return seen;
}

describe('holdClicks', () => {
  it('holds a visitor\'s clicks inside the host and clicks them again, in order, on release', () => {
    document.body.innerHTML = '<div id="host"><a id="one" href="#one">1</a><button id="two">2</button></div>';
    const host = document.getElementById('host')!;
    const seen = recordClicks();
    const held = holdClicks(host);
    const first = visitorClick(document.getElementById('two')!);
    visitorClick(document.getElementById('one')!);
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    held.release(true);
    expect(seen).toEqual(['two', 'one']);
  });

  it('a click the prepared markup answers is answered at once and not made again; others are held', () => {
    document.body.innerHTML = '<div id="host"><a id="tab" href="#t">tab</a><a id="other" href="#o">other</a></div>';
    const host = document.getElementById('host')!;
    const seen = recordClicks();
    const answered: string[] = [];
    const held = holdClicks(host, {
      answer: (target) => {
        if (target.id !== 'tab') return false;
        answered.push(target.id);
        return true;
      },
    });
    expect(visitorClick(document.getElementById('tab')!).defaultPrevented).toBe(true);
    visitorClick(document.getElementById('other')!);
    expect(answered).toEqual(['tab']);
    held.release(true);
    expect(seen).toEqual(['other']);
  });

  it('an answer that takes a moment (a chunk) is awaited before the mount: settled resolves after it, and at once without answers or a press', async () => {
    document.body.innerHTML = '<div id="host"><a id="open" href="#v">open</a></div>';
    const host = document.getElementById('host')!;
    await expect(holdClicks(host).settled()).resolves.toBeUndefined();
    let shown!: () => void;
    const opening = new Promise<void>((resolve) => (shown = resolve));
    const held = holdClicks(host, { answer: () => opening });
    visitorClick(document.getElementById('open')!);
    let done = false;
    const waiting = held.settled().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    shown();
    await waiting;
    expect(done).toBe(true);
    held.release(true);
  });

  it('lets clicks on fields, checkboxes and labels through: they need no island', () => {
    document.body.innerHTML = '<form id="host"><label id="label"><input id="box" type="checkbox"> yes</label><input id="name"></form>';
    const host = document.getElementById('host')!;
    const held = holdClicks(host);
    for (const id of ['box', 'label', 'name']) expect(visitorClick(document.getElementById(id)!).defaultPrevented).toBe(false);
    held.release(true);
  });

  it('drops a held click whose element left the page, and without replay drops them all', () => {
    document.body.innerHTML = '<div id="host"><button id="gone">x</button><button id="kept">y</button></div>';
    const host = document.getElementById('host')!;
    const seen = recordClicks(host);
    const held = holdClicks(host);
    visitorClick(document.getElementById('gone')!);
    visitorClick(document.getElementById('kept')!);
    document.getElementById('gone')!.remove();
    held.release(true);
    expect(seen).toEqual(['kept']);

    const again = holdClicks(host);
    visitorClick(document.getElementById('kept')!);
    again.release(false);
    expect(seen).toEqual(['kept']);
    visitorClick(document.getElementById('kept')!);
    expect(seen).toEqual(['kept', 'kept']);
  });

  it('finds a target the island re-rendered at the same place under the host', () => {
    document.body.innerHTML = '<ul id="host"><li><a href="#a">a</a></li><li><a href="#b">b</a></li></ul>';
    const host = document.getElementById('host')!;
    const seen = recordClicks(host, (target) => target.getAttribute('href')!);
    const held = holdClicks(host);
    visitorClick(host.querySelectorAll<HTMLElement>('a')[1]!);
    host.innerHTML = '<li><a href="#a2">a</a></li><li><a href="#b2">b</a></li>'; // what a React mount does
    held.release(true);
    expect(seen).toEqual(['#b2']);
  });

  it('holds a script\'s click() like a visitor\'s (jQuery\'s .trigger(\'click\') on a button makes one); a held click made again is not held by another island that also answers it', () => {
    document.body.innerHTML = '<div id="tabs"><a id="tab" href="#t">t</a></div><div id="other-host"></div>';
    const host = document.getElementById('tabs')!;
    const seen = recordClicks();
    const held = holdClicks(host);
    const script = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('tab')!.dispatchEvent(script);
    expect(script.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    // Another island, found since, waiting and answering the same link from outside its host.
    const other = holdClicks(document.getElementById('other-host')!, { also: '#tab' });
    held.release(true);
    expect(seen).toEqual(['tab']);
    other.release(true);
    expect(seen).toEqual(['tab']);
  });

  it('a click jQuery code made (`.trigger(\'click\')`, its handlers run then) is made again for the island alone: the theme\'s jQuery handler hears each once, a link is not followed, a submit button still submits', () => {
    document.body.innerHTML = '<div id="host"><a id="tab" href="#t">t</a><form id="form"><button id="send">send</button></form></div>';
    const win = window as Window & { jQuery?: unknown };
    win.jQuery = jQuery;
    const listening = new AbortController();
    try {
      bridgeJQueryClicks(document);
      const theme: string[] = [];
      jQuery(document).on('click', (event: { target: Element }) => theme.push(event.target.id));
      const native: Event[] = [];
      document.addEventListener('click', (event) => native.push(event), { signal: listening.signal });
      const submits: string[] = [];
      document.addEventListener('submit', (event) => (submits.push((event.target as Element).id), event.preventDefault()), { signal: listening.signal });
      const held = holdClicks(document.getElementById('host')!);
      jQuery('#tab').trigger('click');
      jQuery('#send').trigger('click');
      expect({ theme, native: native.length, submits }).toEqual({ theme: ['tab', 'send'], native: 0, submits: [] });
      held.release(true);
      expect(theme).toEqual(['tab', 'send']);
      expect(native.map((event) => [(event.target as Element).id, event.defaultPrevented])).toEqual([
        ['tab', true],
        ['send', false],
      ]);
      expect(submits).toEqual(['form']);
    } finally {
      listening.abort();
      jQuery(document).off('click');
      delete win.jQuery;
    }
  });

  it('a held WooCommerce event whose jQuery handler throws, made again, leaves the holding as it was: another island\'s clicks are still held', () => {
    document.body.innerHTML = '<form id="form"></form><div id="other"><a id="link" href="#l">l</a></div>';
    const win = window as Window & { jQuery?: unknown };
    win.jQuery = jQuery;
    const form = document.getElementById('form')!;
    let other: ReturnType<typeof holdClicks> | undefined;
    try {
      const held = holdClicks(form, { events: ['found_variation'] });
      form.dispatchEvent(new CustomEvent('wc:found_variation', { bubbles: true, detail: [{ variation_id: 7 }] }));
      jQuery(form).on('found_variation', () => {
        throw new Error('a theme\'s handler');
      });
      // jQuery's trigger lets the handler's error out (a native dispatch would only report it).
      expect(() => held.release(true)).toThrow('a theme\'s handler');
      other = holdClicks(document.getElementById('other')!);
      expect(visitorClick(document.getElementById('link')!).defaultPrevented).toBe(true);
    } finally {
      other?.release(false);
      jQuery(form).off('found_variation');
      delete win.jQuery;
    }
  });

  it('holds clicks on the elements outside the host that the island also answers', () => {
    document.body.innerHTML = '<a id="outside" href="#reviews">reviews</a><a id="other" href="#x">x</a><div id="host"></div>';
    const host = document.getElementById('host')!;
    const seen = recordClicks();
    const held = holdClicks(host, { also: '#outside' });
    expect(visitorClick(document.getElementById('outside')!).defaultPrevented).toBe(true);
    expect(visitorClick(document.getElementById('other')!).defaultPrevented).toBe(false);
    expect(seen).toEqual(['other']);
    held.release(true);
    expect(seen).toEqual(['other', 'outside']);
  });

  it('outside the host, the element it also answers is held itself when it is no link or button (a span with a popup\'s class); a link inside one is held as the link', () => {
    document.body.innerHTML = '<span id="span-trigger" class="opens">open</span><li class="opens"><a id="menu-link" href="#m">menu</a></li><span id="plain">x</span><div id="host"></div>';
    const host = document.getElementById('host')!;
    const seen = recordClicks();
    const held = holdClicks(host, { also: '.opens' });
    expect(visitorClick(document.getElementById('span-trigger')!).defaultPrevented).toBe(true);
    expect(visitorClick(document.getElementById('menu-link')!).defaultPrevented).toBe(true);
    expect(visitorClick(document.getElementById('plain')!).defaultPrevented).toBe(false);
    expect(seen).toEqual(['plain']);
    held.release(true);
    expect(seen).toEqual(['plain', 'span-trigger', 'menu-link']);
  });

  it('holds only the clicks the island answers when told which (a panel\'s buttons are not the tabs\')', () => {
    document.body.innerHTML = '<div id="host"><ul><li><a id="tab" href="#p">tab</a></li></ul><div id="p"><button id="inner">x</button></div></div>';
    const host = document.getElementById('host')!;
    const held = holdClicks(host, { holds: 'ul > li > a' });
    expect(visitorClick(document.getElementById('tab')!).defaultPrevented).toBe(true);
    expect(visitorClick(document.getElementById('inner')!).defaultPrevented).toBe(false);
    held.release(false);
  });

  it('says when a press that started on the island has become its click (the mount waits for it)', async () => {
    document.body.innerHTML = '<div id="host"><a id="tab" href="#t">tab</a></div><a id="elsewhere" href="#e">e</a>';
    const host = document.getElementById('host')!;
    const held = holdClicks(host);
    let ended = false;
    document.getElementById('elsewhere')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await held.settled(); // a press elsewhere is not the island's
    document.getElementById('tab')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const waiting = held.settled().then(() => (ended = true));
    await Promise.resolve();
    expect(ended).toBe(false);
    document.getElementById('tab')!.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waiting;
    expect(ended).toBe(true);
    held.release(false);
  });

  it('is settled with no press on once the answer is painted: a press begun while it was painting is waited for too', async () => {
    document.body.innerHTML = '<div id="host"><a id="one" href="#1">1</a><a id="two" href="#2">2</a></div>';
    const held = holdClicks(document.getElementById('host')!, { answer: () => true });
    const one = document.getElementById('one')!;
    const two = document.getElementById('two')!;
    // The first star: pressed and clicked (answered at once); its press ends in the task after.
    one.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    one.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    visitorClick(one);
    await new Promise((resolve) => setTimeout(resolve, 0));
    let settled = false;
    const settling = held.settled().then(() => (settled = true));
    // The second star is pressed while the first one's answer is being painted.
    two.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    expect(settled).toBe(false);
    two.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await settling;
    expect(settled).toBe(true);
    held.release(false);
  });

  it('holds the keys that move a roving focus (a tab list\'s, the review stars\') and presses them again, in order with the clicks, on the element now in their place; the answer is only for clicks', () => {
    document.body.innerHTML = `<div id="host"><ul><li><a id="t1" role="tab" href="#a">a</a></li><li><a id="t2" role="tab" href="#b">b</a></li></ul><a id="plain" href="#c">c</a></div>
      <p class="stars"><span role="radiogroup"><a id="s1" role="radio" href="#">1</a><a id="s2" role="radio" href="#">2</a></span></p>`;
    const host = document.getElementById('host')!;
    const keys = recordKeys();
    const clicks = recordClicks();
    const answered: string[] = [];
    const held = holdClicks(host, { also: 'p.stars', answer: (target) => (answered.push(target.id), false) });
    const rows: Array<[string, string, boolean]> = [
      ['t1', 'ArrowRight', true],
      ['t1', 'End', true],
      // A horizontal tab list leaves ↑ and ↓ to the page, and the stars leave Home and End.
      ['t1', 'ArrowDown', false],
      ['s1', 'ArrowUp', true],
      ['s1', 'Home', false],
      // Keys no roving focus takes, and any key on an element that is not a tab or a star.
      ['t1', 'Tab', false],
      ['t1', 'Enter', false],
      ['s1', ' ', false],
      ['plain', 'ArrowRight', false],
    ];
    for (const [id, key, holds] of rows) expect(visitorKey(document.getElementById(id)!, key).defaultPrevented, `${id} ${key}`).toBe(holds);
    expect(keys).toEqual(['t1:ArrowDown', 's1:Home', 't1:Tab', 't1:Enter', 's1: ', 'plain:ArrowRight']);
    visitorClick(document.getElementById('s2')!);
    expect(answered).toEqual([]);
    // What a mount does: the view's own nodes in the same places.
    document.querySelector('p.stars')!.innerHTML = '<span role="radiogroup"><a id="v1" role="radio" href="#">1</a><a id="v2" role="radio" href="#">2</a></span>';
    held.release(true);
    expect(keys.slice(6)).toEqual(['t1:ArrowRight', 't1:End', 'v1:ArrowUp']);
    expect(clicks).toEqual(['v2']);
  });

  it('a key held and made again is not held by another island waiting on the same element, and is dropped without replay', () => {
    document.body.innerHTML = '<div id="host"><a id="tab" role="tab" href="#a">a</a></div><div id="other-host"></div>';
    const keys = recordKeys();
    const held = holdClicks(document.getElementById('host')!);
    visitorKey(document.getElementById('tab')!, 'ArrowLeft');
    // Another island, found since, waiting and answering the same element from outside its host.
    const other = holdClicks(document.getElementById('other-host')!, { also: '#tab' });
    held.release(true);
    expect(keys).toEqual(['tab:ArrowLeft']);
    other.release(true);
    expect(keys).toEqual(['tab:ArrowLeft']);
    const dropped = holdClicks(document.getElementById('host')!);
    visitorKey(document.getElementById('tab')!, 'ArrowRight');
    dropped.release(false);
    expect(keys).toEqual(['tab:ArrowLeft']);
  });
});
