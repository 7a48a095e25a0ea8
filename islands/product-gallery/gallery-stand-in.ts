// Built on its own as a classic script (build/classic-stand-ins.ts), which the plugin prints where
// WooCommerce's single-product.js was, after jQuery: its jQuery plugin from that point on
// (wc-gallery-plugin.ts).
import { installGalleryPlugin } from './wc-gallery-plugin.ts';

installGalleryPlugin(window);
