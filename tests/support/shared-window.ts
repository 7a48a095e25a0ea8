/**
 * Vitest's setup file. The test files share one happy-dom window (`isolate: false`: a fresh
 * window and module graph per file cost about 60 of the 70 s the unit tests took on two cores),
 * so each file starts from the same blank page: the address, the document, the storage, the
 * cookies, the globals a file put on `window` (the params objects WooCommerce prints), the timers.
 * Runs before each test file (and does nothing in a file that asks for the node environment).
 */
import { vi } from 'vitest';

const BLANK_URL = 'http://localhost:3000/';
type SharedWindow = Window & typeof globalThis & { happyDOM?: { setURL(url: string): void }; __firstGlobals?: Set<string> };

function resetWindow(win: SharedWindow): void {
  const doc = win.document;
  // The globals the window had before the first file ran: anything beyond them a file added.
  win.__firstGlobals ??= new Set(Object.keys(win));
  for (const key of Object.keys(win)) {
    if (!win.__firstGlobals.has(key) && key !== '__firstGlobals') Reflect.deleteProperty(win, key);
  }
  vi.useRealTimers();
  win.happyDOM?.setURL(BLANK_URL);
  for (const el of [doc.documentElement, doc.body]) el.getAttributeNames().forEach((name) => el.removeAttribute(name));
  doc.head.replaceChildren();
  doc.body.replaceChildren();
  win.localStorage.clear();
  win.sessionStorage.clear();
  for (const cookie of doc.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

if (typeof window !== 'undefined') resetWindow(window);
