// Built on its own as a classic script (build/classic-stand-ins.ts), which the plugin prints where
// Page Scroll to id's script was, after jQuery: its API from that point on (early-page-scroll.ts).
import { installEarlyPageScroll } from './early-page-scroll.ts';

installEarlyPageScroll(window);
