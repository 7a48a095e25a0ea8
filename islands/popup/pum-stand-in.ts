// Built on its own as a classic script (build/classic-stand-ins.ts), which the plugin prints where
// Popup Maker's pum-site-scripts.js was: window.PUM from that point on (early-pum.ts).
import { installEarlyPum } from './early-pum.ts';

installEarlyPum(window);
