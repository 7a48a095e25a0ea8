// Built on its own as a classic script (build/classic-stand-ins.ts), which the plugin prints where
// WooCommerce's add-to-cart-variation.js was, after jQuery: its jQuery plugins from that point on
// (wc-variation-plugins.ts).
import { installVariationPlugins } from './wc-variation-plugins.ts';

installVariationPlugins(window);
