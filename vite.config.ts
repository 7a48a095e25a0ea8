/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { stagingServer } from './fixtures/staging/plugin.ts';
import { themeManifest } from './build/theme-manifest.ts';
import { pluginDist } from './build/plugin-dist.ts';
import { compileHints } from './build/compile-hints.ts';
import { preloadHelper } from './build/preload-helper.ts';
import { CHUNK_FILE_NAMES } from './build/chunk-names.ts';
import { classicStandIns, JQUERY_PLUGIN_STAND_INS, STAND_INS } from './build/classic-stand-ins.ts';

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts', 'islands/**/*.test.{ts,tsx}', 'fixtures/**/*.test.ts', 'bench/**/*.test.ts', 'build/**/*.test.ts'];
const ISOLATED_TESTS = ['src/runtime/**/*.test.{ts,tsx}', 'src/**/*.test.tsx', 'islands/**/*.test.tsx'];

export default defineConfig({
  publicDir: 'public',
  // Relative: chunks and their preloads resolve against the entry's own URL (import.meta.url),
  // wherever the theme or a CDN serves dist/ from.
  base: './',
  build: {
    // An app build, not lib mode: only an app build wraps each dynamic import in Vite's preload
    // helper, which fetches the island chunk's whole static import graph (React, shared UI) at
    // once. In lib mode each level of that graph was found one round trip after the last, which
    // was most of a late island's first-interaction latency.
    modulePreload: {
      polyfill: false,
      // A lazy import's list of chunks to link leaves out the imported chunk itself: our helper
      // (src/runtime/preload-chunks.ts) starts the import before it links anything, so that link
      // only ever found its request under way. Every list in theme.js named its own chunk again:
      // 0.22 KB of the entry at gzip -9 (8,196 -> 7,972), and one link less per import.
      resolveDependencies: (imported, deps) => deps.filter((dep) => dep !== imported),
    },
    // One stylesheet, theme.css, with every island's rules (DESIGN 9), not a CSS file per chunk.
    cssCodeSplit: false,
    target: 'es2022',
    copyPublicDir: false,
    // A second checkout (a worktree) can build and serve beside this one: THEME_OUT_DIR=dist-x.
    outDir: process.env.THEME_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      input: 'src/main.ts',
      // Lets code shared by the entry and the island chunks live in the entry (which is loaded
      // anyway), instead of small chunks that the entry would fetch one round trip later.
      preserveEntrySignatures: 'strict',
      output: {
        entryFileNames: 'theme.js',
        chunkFileNames: CHUNK_FILE_NAMES,
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'theme.css' : 'assets/[name]-[hash][extname]'),
        codeSplitting: {
          groups: [
            // React in one chunk of its own, cached across pages and loaded only with a React island.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // Services that only lazy chunks use, kept out of `shared` (which the entry imports): the
            // cart, and the http layer with ky.
            // The cart: the mini cart's island and cart-fragments code (not its React view), the
            // cart's store (zustand), fragments and DOM helpers, the jQuery events bridge, how the
            // site is called and the cart's calls with their form bodies, redirect check and live
            // region, blockUI's look (the variation form's too, which imports this chunk for the
            // jQuery events bridge already), and the one queue of cart requests (the adds and the
            // removals), in one chunk:
            // every page has a mini cart and loads it at idle (one file
            // compresses smaller than three: about 0.6 KB), and the click actions and the http
            // layer find it there. The cart's calls go without ky (src/services/site-request.ts):
            // the first add on a page fetches its own small chunk, not ky's 5.7 KB too.
            {
              name: 'cart',
              test: /[\\/]islands[\\/]mini-cart[\\/](?!index\.ts)[^\\/]+\.ts$|[\\/]islands[\\/]cart-actions[\\/]serial-queue\.ts$|[\\/]src[\\/]services[\\/](wc-events|site-request|any-signal|form-body|safe-redirect|cart[\\/](cart-store|commit-cart|apply-fragments|blocked-markup|block-ui|cart-answer|refreshed-fragments|cart-widget|cart-api|live-region))\.ts$|[\\/]src[\\/]services[\\/]params[\\/](cart-fragments|wcml-cart|add-to-cart)-params\.ts$|node_modules[\\/]zustand[\\/]/,
              priority: 3,
            },
            { name: 'http', test: /[\\/]src[\\/]services[\\/]http\.ts$|node_modules[\\/]ky[\\/]/, priority: 3 },
            // The site chrome (every page loads it) with the window scrolling it owns, which popups
            // share (scroll to a form's first error): popups take it from the chunk the page already
            // has rather than every page fetching one more small chunk. Not its scroll at load, a
            // chunk of its own that only a page opened with a hash (or an auto-scroll section)
            // fetches, nor Page Scroll to id's API for theme code, fetched only where jQuery is.
            {
              name: 'chrome-effects',
              test: /[\\/]islands[\\/]site-chrome[\\/](?!index\.ts|scroll-on-load\.ts|page-scroll-plugin\.ts|page-scroll-method\.ts)[^\\/]+\.ts$|[\\/]src[\\/]services[\\/]motion[\\/](animate-scroll|easing|scroll-frames|scroll-to-element|same-page)\.ts$/,
              priority: 3,
            },
            // Swipes and timed slides, shared by the carousels, the galleries, the hero slider and the menu.
            { name: 'motion', test: /[\\/]src[\\/]services[\\/]motion[\\/](swipe|slide-to)\.ts$/, priority: 3 },
            // JSON5, which reads Slider Revolution's own init options (a JavaScript literal): only on
            // a page whose slider the theme does not print our JSON for.
            { name: 'json5', test: /node_modules[\\/]json5[\\/]/, priority: 3 },
            // DOMPurify, shared by everything that inserts fetched markup (fragments, pager, quick view).
            { name: 'purify', test: /node_modules[\\/]dompurify[\\/]|[\\/]src[\\/]services[\\/]sanitize\.ts$/, priority: 3 },
            // Contact Form 7's field rules, messages and error writer: the check the entry runs before
            // the contact form's island arrives (fetched when the visitor comes to the form), and the island's own.
            {
              name: 'contact-form-checks',
              test: /[\\/]islands[\\/]contact-form[\\/](field-errors|field-rules|form-fields|messages|rules|validate-field|judge|parse-props)\.ts$|[\\/]src[\\/]services[\\/]params[\\/]wpcf7-params\.ts$/,
              priority: 3,
            },
            // What the related products' frame (in `product`) writes as the carousel's view does: the
            // home page's carousels take it from here, not from the product page's chunk.
            {
              name: 'carousel',
              test: /[\\/]islands[\\/]carousel[\\/](host-attributes|labels|drawn-frame|carousel-config|parse-props)\.ts$|[\\/]src[\\/]ui[\\/]write-attributes\.ts$/,
              priority: 3,
            },
            // The product page's preparations (islands/product-preparations.ts: the gallery's frame,
            // the open tab, the stars, the related products' frame) with what they read, which the
            // islands' own chunks read too: fetched by product pages only, preloaded from their head
            // by the plugin. Nothing the entry imports may match (it would load this on every page;
            // build/budgets.test.ts checks).
            {
              name: 'product',
              test: /[\\/]islands[\\/](product-preparations|product-gallery[\\/](frame|flexslider-swipe|open-viewer|parse-props|viewer-habit)|product-tabs[\\/](prepare|parse-props|initial-tab)|star-rating[\\/](prepare|parse-props)|carousel[\\/]related-frame)\.ts$|[\\/]src[\\/]services[\\/]params[\\/]single-product-params\.ts$/,
              priority: 3,
            },
            // Code the entry shares with island chunks, in one hashed chunk the entry imports (and the
            // page modulepreloads), so a chunk never imports theme.js itself: theme.js is enqueued
            // with ?ver=, and an import of plain theme.js would run a second copy of the runtime.
            // Only .ts: a .tsx module there (react-island) imports React, which the entry must not.
            // The islands' `prepare` code (what the visitor sees at load, drawn before React) is
            // shared the same way: the entry runs it, the island's chunk reads the same markup.
            {
              name: 'shared',
              test: /[\\/]src[\\/](runtime|services|ui)[\\/].*\.ts$|[\\/]islands[\\/][^\\/]+[\\/](prepare|frame|parse-props|review-link|related-stock|cart-js-contract|click-selector|free-text)\.ts$|rolldown[\\/]runtime|vite[\\/]preload-helper/,
              minShareCount: 2,
              priority: 4,
              tags: ['$initial'],
            },
            // woocommerce_params on its own: the http layer reads it for the default wc-ajax URL,
            // and so do the variation form and the password toggle, which never call the server at
            // load. Left ungrouped it went with http.ts into the http chunk, and those two fetched
            // ky (5.8 KB) for one small reader. After `shared`, so its dependencies stay there.
            { name: 'woocommerce-params', test: /[\\/]src[\\/]services[\\/]params[\\/]woocommerce-params\.ts$/, priority: 4 },
          ],
        },
      },
    },
  },
  plugins: [
    stagingServer(),
    // Vite's helper for the lazy imports, without what this build never needs (0.4 KB gzip less on every page).
    preloadHelper(),
    // Every chunk's functions compiled as it streams in, as each runs whole at its first use (an
    // island's mount, the lightbox's first opening: cold at 4x, 173 to 140 ms); not React's.
    compileHints(),
    // The site chrome's chunk, which its behaviour imports at every page's start (islands/site-chrome/index.ts).
    classicStandIns(STAND_INS),
    themeManifest({
      startImports: ['islands/site-chrome/chrome-effects.ts'],
      standIns: Object.keys(STAND_INS),
      jQueryPlugins: JQUERY_PLUGIN_STAND_INS,
      fetchAhead: { 'classic-cart': 'islands/classic-cart/ClassicCart.island.ts', product: 'islands/product-preparations.ts', fields: 'islands/woocommerce-fields/fields.ts' },
    }),
    pluginDist(),
  ],
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    environment: 'happy-dom',
    restoreMocks: true,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
    projects: [
      // The runtime's tests and React views' start runtimes, roots, observers and timers: each
      // file in a window of its own, so nothing another file left running reaches them.
      { extends: true, test: { name: 'own-window', include: ISOLATED_TESTS } },
      // The rest (parsers, state tables, services, plain-DOM behaviours) share one window and
      // module graph: a fresh window per file cost about 60 of the 70 s these tests took on two
      // cores. tests/support/shared-window.ts gives each file a blank page.
      { extends: true, test: { name: 'shared-window', include: UNIT_TESTS, exclude: ISOLATED_TESTS, isolate: false, setupFiles: ['tests/support/shared-window.ts'] } },
    ],
  },
});
