import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

/** Each stand-in's file in dist/, named by the WordPress handle it stands in for, and its source. */
export const STAND_INS: Record<string, string> = {
  'stand-ins/popup-maker-site.js': 'islands/popup/pum-stand-in.ts',
  'stand-ins/contact-form-7.js': 'islands/contact-form/wpcf7-stand-in.ts',
  'stand-ins/wc-add-to-cart-variation.js': 'islands/variation-form/variation-stand-in.ts',
  'stand-ins/wc-single-product.js': 'islands/product-gallery/gallery-stand-in.ts',
  'stand-ins/page-scroll-to-id-plugin-script.js': 'islands/site-chrome/page-scroll-stand-in.ts',
};

/**
 * The stand-ins of jQuery plugins (`$.fn.wc_variation_form` …): printed only where jQuery is,
 * after it, since nothing can call a jQuery plugin without it. The manifest says so of each
 * (`needs: ['jquery']`), for the plugin and the fixture staging alike.
 */
export const JQUERY_PLUGIN_STAND_INS: readonly string[] = [
  'stand-ins/wc-add-to-cart-variation.js',
  'stand-ins/wc-single-product.js',
  'stand-ins/page-scroll-to-id-plugin-script.js',
];

/** The handle a stand-in's file stands in for (`stand-ins/<handle>.js`). */
export const standInHandle = (file: string): string | undefined => /^stand-ins\/([a-z0-9_-]+)\.js$/.exec(file)?.[1];

/**
 * Classic scripts the plugin prints where a replaced script stood (`replace_scripts` in
 * wordpress/lubrica-islands/includes/replaced-scripts.php, from the manifest), for the globals
 * theme code may use from that point of the page on, before the bundle's module has run: Popup
 * Maker's `window.PUM`, Contact Form 7's API on `window.wpcf7`. Each is built on its own, as one
 * IIFE file with a fixed name, and listed in the manifest with its content hash
 * (theme-manifest.ts), as the entry is.
 */
export function classicStandIns(files: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'classic-stand-ins',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      for (const [fileName, source] of Object.entries(files)) {
        const built = (await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          build: {
            write: false,
            target: config.build.target,
            minify: true,
            // The stand-in is one file: nothing of it is fetched later.
            lib: { entry: resolve(config.root, source), formats: ['iife'], name: 'lubricaStandIn', fileName: () => fileName },
            rolldownOptions: { output: { codeSplitting: false } },
          },
        })) as Rolldown.RolldownOutput[];
        const chunk = built[0]?.output.find((item) => item.type === 'chunk');
        if (!chunk) this.error(`classic-stand-ins: building ${source} gave no script`);
        this.emitFile({ type: 'asset', fileName, source: chunk.code });
      }
    },
  };
}
