import { yieldToMain } from './yield-to-main.ts';

/**
 * What each lazy `import()` of the build runs (Vite's `__vitePreload`, which build/preload-helper.ts
 * replaces with this): the chunks the imported one needs are all asked for together, each as a
 * `<link rel="modulepreload">`, not one level of the graph per round trip; a chunk the page
 * already links (the head's preloads) or one fetched before is not linked again. Vite's own
 * helper does this too, and more that this build never needs: stylesheets (theme.css is one file,
 * never a chunk's dependency), a CSP nonce read from a `<meta>` the plugin does not print, and the
 * `preload` fallback for browsers without modulepreload (they fetch the chunks as they import
 * them). It was 0.4 KB gzip on every page. A chunk that cannot come is told as Vite tells it:
 * `vite:preloadError` on the window (cancelable, with the error as `payload`), then the import
 * rejects unless a listener prevented it.
 *
 * The import starts first and the links follow, one a task: starting a request is slow while the
 * page loads (one link's append took 5 to 35 ms at 4x CPU on the real staging, the import's own
 * up to 10), and the import with a link made one task of up to 52 ms (the mini cart at idle on
 * the contacts page). The links still leave long before the chunk's answer, which names them.
 * `deps` does not list the imported chunk itself (vite.config.ts, `resolveDependencies`): its
 * link would only find its request under way.
 */
let linked: Set<string> | undefined;

export function preloadChunks<T>(load: () => Promise<T>, deps?: readonly string[], importerUrl?: string): Promise<T> {
  const loading = load();
  if (deps) {
    linked ??= new Set(Array.from(document.getElementsByTagName('link'), (link) => link.href));
    const hrefs: string[] = [];
    for (const dep of deps) {
      const href = new URL(dep, importerUrl).href;
      if (linked.has(href)) continue;
      linked.add(href);
      hrefs.push(href);
    }
    void linkInTasks(hrefs);
  }
  return loading.catch((error: unknown) => {
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
    if (window.dispatchEvent(event)) throw error;
    return undefined as T;
  });
}

async function linkInTasks(hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    await yieldToMain(window);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
