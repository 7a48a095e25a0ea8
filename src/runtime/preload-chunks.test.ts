import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

const IMPORTER = 'https://shop.test/wp-content/plugins/lubrica-islands/dist/theme.js';
const CHUNKS = 'https://shop.test/wp-content/plugins/lubrica-islands/dist/chunks';

/** A fresh copy of the module: what it has linked is the page's, and each test is a new page. */
async function fresh() {
  vi.resetModules();
  return (await import('./preload-chunks.ts')).preloadChunks;
}

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'), (link) => `${link.rel} ${link.href} crossorigin=${link.getAttribute('crossorigin')}`);

beforeEach(() => {
  document.head.innerHTML = '';
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('preloadChunks (the build\'s lazy imports)', () => {
  it('links every chunk the import needs, each once, resolved against the importing file', async () => {
    const preloadChunks = await fresh();
    const mod = { mount: 'x' };
    await expect(preloadChunks(() => Promise.resolve(mod), ['./chunks/a.js', './chunks/shared.js'], IMPORTER)).resolves.toBe(mod);
    await preloadChunks(() => Promise.resolve(mod), ['./chunks/b.js', './chunks/shared.js'], IMPORTER);
    // (The two imports' links come in turns, a task each.)
    await vi.waitFor(() =>
      expect(preloads().sort()).toEqual([
        `modulepreload ${CHUNKS}/a.js crossorigin=`,
        `modulepreload ${CHUNKS}/b.js crossorigin=`,
        `modulepreload ${CHUNKS}/shared.js crossorigin=`,
      ]),
    );
  });

  it('starts the import first, and adds the links after it, one a task (each request\'s start is slow while the page loads)', async () => {
    const preloadChunks = await fresh();
    const linkedAtImport: string[][] = [];
    void preloadChunks(() => {
      linkedAtImport.push(preloads());
      return Promise.resolve({});
    }, ['./chunks/a.js', './chunks/b.js'], IMPORTER);
    expect(linkedAtImport).toEqual([[]]);
    expect(preloads()).toEqual([]); // none in the import's task
    await yieldToMain(window);
    expect(preloads()).toEqual([`modulepreload ${CHUNKS}/a.js crossorigin=`]);
    await yieldToMain(window);
    expect(preloads()).toEqual([`modulepreload ${CHUNKS}/a.js crossorigin=`, `modulepreload ${CHUNKS}/b.js crossorigin=`]);
  });

  it('links a chunk named twice in one import\'s list once', async () => {
    const preloadChunks = await fresh();
    void preloadChunks(() => Promise.resolve({}), ['./chunks/a.js', './chunks/a.js'], IMPORTER);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    await yieldToMain(window);
    expect(preloads()).toEqual([`modulepreload ${CHUNKS}/a.js crossorigin=`]);
  });

  it('does not link again a chunk asked for by an import whose links are still to come', async () => {
    const preloadChunks = await fresh();
    void preloadChunks(() => Promise.resolve({}), ['./chunks/a.js', './chunks/shared.js'], IMPORTER);
    void preloadChunks(() => Promise.resolve({}), ['./chunks/shared.js', './chunks/b.js'], IMPORTER);
    await vi.waitFor(() => expect(preloads()).toHaveLength(3));
    await yieldToMain(window);
    expect(preloads()).toEqual([`modulepreload ${CHUNKS}/a.js crossorigin=`, `modulepreload ${CHUNKS}/b.js crossorigin=`, `modulepreload ${CHUNKS}/shared.js crossorigin=`]);
  });

  it('leaves out a chunk the page already links (the head\'s preloads printed by the plugin), and links nothing for an import without dependencies', async () => {
    document.head.innerHTML = `<link rel="modulepreload" href="${CHUNKS}/shared.js">`;
    const preloadChunks = await fresh();
    await preloadChunks(() => Promise.resolve({}), ['./chunks/shared.js', './chunks/a.js'], IMPORTER);
    await preloadChunks(() => Promise.resolve({}), undefined, IMPORTER);
    await vi.waitFor(() => expect(preloads()).toEqual([`modulepreload ${CHUNKS}/shared.js crossorigin=null`, `modulepreload ${CHUNKS}/a.js crossorigin=`]));
    await yieldToMain(window);
    expect(preloads()).toHaveLength(2);
  });

  it('a chunk that cannot come is told as Vite tells it (vite:preloadError on the window, the error as its payload) and the import rejects with it', async () => {
    const preloadChunks = await fresh();
    const error = new TypeError('Failed to fetch dynamically imported module');
    const told: unknown[] = [];
    const listening = new AbortController();
    window.addEventListener('vite:preloadError', (event) => told.push((event as Event & { payload: unknown }).payload), { signal: listening.signal });
    await expect(preloadChunks(() => Promise.reject(error), ['./chunks/a.js'], IMPORTER)).rejects.toBe(error);
    expect(told).toEqual([error]);
    listening.abort();
  });

  it('a listener that prevents vite:preloadError takes the failure: the import resolves with nothing', async () => {
    const preloadChunks = await fresh();
    const listening = new AbortController();
    window.addEventListener('vite:preloadError', (event) => event.preventDefault(), { signal: listening.signal });
    await expect(preloadChunks(() => Promise.reject(new Error('gone')), [], IMPORTER)).resolves.toBeUndefined();
    listening.abort();
  });
});
