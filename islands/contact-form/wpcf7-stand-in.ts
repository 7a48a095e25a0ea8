// Built on its own as a classic script (build/classic-stand-ins.ts), which the plugin prints where
// Contact Form 7's index.js was: its API on window.wpcf7 from that point on (early-wpcf7.ts).
import { installWpcf7Api } from './early-wpcf7.ts';

installWpcf7Api(window);
