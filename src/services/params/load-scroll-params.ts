import { coerce } from '../read-global.ts';
import { firstInstance } from './page-scroll-params.ts';

/**
 * Page Scroll to id's settings for the scroll at load, apart from the anchor scroll's: only the
 * chunk a page opened with a hash fetches reads them.
 */
export interface LoadScrollSettings {
  /** `scrollToHash`: a hash in the address is scrolled to smoothly after the window's load. */
  hashOnLoad: boolean;
  /** `scrollToHashForAll`: any element the hash names, not only one a link on the page points to. */
  hashForAll: boolean;
  /** `scrollToHashUseElementData`: that scroll takes a link's own `data-ps2id-offset` and speed. */
  hashLinkData: boolean;
  /** `scrollToHashDelay`, ms after the window's load, for that scroll and `.ps2id-auto-scroll`'s. */
  delay: number;
}

/** The plugin's WordPress defaults (reference § 4.1), which a page without its settings gets. */
export const LOAD_SCROLL_DEFAULTS: LoadScrollSettings = { hashOnLoad: true, hashForAll: true, hashLinkData: true, delay: 0 };

/** The first instance of the printed `mPS2id_params`, field by field over the defaults. */
export function readLoadScrollSettings(raw: unknown): LoadScrollSettings {
  const instance = firstInstance(raw);
  const d = LOAD_SCROLL_DEFAULTS;
  const delay = coerce(instance.scrollToHashDelay, d.delay);
  return {
    hashOnLoad: coerce(instance.scrollToHash, d.hashOnLoad) ?? d.hashOnLoad,
    hashForAll: coerce(instance.scrollToHashForAll, d.hashForAll) ?? d.hashForAll,
    hashLinkData: coerce(instance.scrollToHashUseElementData, d.hashLinkData) ?? d.hashLinkData,
    delay: delay !== undefined && delay >= 0 ? delay : d.delay,
  };
}
