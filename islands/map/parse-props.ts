import type { ParseContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { pageLanguage, type Language } from '../../src/services/page-language.ts';
import { mapSettings, type MapSettings } from './map-config.ts';

export interface MapProps {
  settings: MapSettings;
  lang: Language;
}

/** The map shortcode's element (`div.theme-map#map-N`) and its entry in the `map` object. */
export function parseMap(el: HTMLElement, { doc }: ParseContext): ParseResult<MapProps> {
  const win = doc.defaultView ?? window;
  if (!el.id) return invalid('a map needs the id its map configuration entry is keyed by');
  const table: unknown = (win as unknown as Record<string, unknown>).map;
  if (!table || typeof table !== 'object') return invalid('no map configuration object on the page');
  const result = mapSettings((table as Record<string, unknown>)[el.id], doc.baseURI);
  if (!result.ok) return invalid(result.error);
  return parsed({ settings: result.settings, lang: pageLanguage(doc) });
}
