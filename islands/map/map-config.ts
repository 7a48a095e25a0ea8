/**
 * The map shortcode's configuration object (`var map = {"map-51": {…}}`), read forgivingly:
 * style, number, lat, lng, zoom, marker, info, with arrays of lat, lng and info for several
 * markers, plus the tile source. PHP prints scalars as strings. Pure: the island reads the
 * global, this decides.
 *
 * Documented defaults, for missing or bad keys:
 * - style: "1" (greyscale land, yellow water) or 0, the default, for anything else.
 * - zoom: a whole number 1–18; otherwise 10. With several markers it is the most the map zooms
 *   in when it fits them all in view.
 * - number: how many markers the shortcode printed; the arrays are cut to it when it is a
 *   smaller positive whole number, ignored otherwise.
 * - lat/lng: a marker whose lat or lng is not a number in range is left out; no marker left is
 *   an error (there would be nothing to show).
 * - info: the info window's HTML (sanitised before use); a missing or empty one gives a marker
 *   without an info window.
 * - marker: the marker image URL (relative or http(s)); otherwise the theme's CSS pin.
 * - tiles: a tile URL template with {z}, {x}, {y} and optionally {style}, relative or http(s),
 *   with its `attribution`: how a theme points the maps at its own tile source. Otherwise (the
 *   shortcode as the spec describes it prints none) OpenStreetMap's standard tiles.
 * - style 1 on tiles that do not draw styles themselves (no {style} in the template) is drawn by
 *   a filter over the tiles: see style-filter.ts.
 */

import { webUrl } from '../../src/services/safe-url.ts';
export type MapStyle = 0 | 1;

export interface MapMarker {
  lat: number;
  lng: number;
  info: string;
}

export interface MapSettings {
  style: MapStyle;
  zoom: number;
  markers: MapMarker[];
  markerIcon: string | null;
  tiles: string;
  attribution: string;
  /** Style 1 must be drawn over the tiles (they do not draw it themselves). */
  filterStyle: boolean;
}

export const DEFAULT_ZOOM = 10;
/** OpenStreetMap's standard raster tiles and the credit their licence asks for. */
export const DEFAULT_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
export const INFO_MAX_WIDTH = 600;

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);

/** Relative URLs and http(s) only: a `javascript:` or `data:` URL from config never reaches an img. */
export function safeUrl(value: unknown, base: string): string | null {
  // As written, not resolved: a tile template's {z}/{x}/{y} would be percent-encoded.
  return webUrl(value, base) ? (value as string).trim() : null;
}

export type MapConfigResult = { ok: true; settings: MapSettings } | { ok: false; error: string };

export function mapSettings(raw: unknown, base: string): MapConfigResult {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, error: 'no map configuration object for this element' };
  const config = raw as Record<string, unknown>;
  const zoomValue = toNumber(config.zoom);
  const zoom = zoomValue !== null && Number.isInteger(zoomValue) && zoomValue >= 1 && zoomValue <= 18 ? zoomValue : DEFAULT_ZOOM;
  const lats = list(config.lat);
  const lngs = list(config.lng);
  const infos = list(config.info);
  const number = toNumber(config.number);
  let count = Math.min(lats.length, lngs.length);
  if (number !== null && Number.isInteger(number) && number > 0) count = Math.min(count, number);
  const markers: MapMarker[] = [];
  for (let i = 0; i < count; i++) {
    const lat = toNumber(lats[i]);
    const lng = toNumber(lngs[i]);
    if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const info = infos[i];
    markers.push({ lat, lng, info: typeof info === 'string' ? info.trim() : '' });
  }
  if (markers.length === 0) return { ok: false, error: 'the map configuration has no marker with a valid lat and lng' };
  const url = safeUrl(config.tiles, base);
  const configured = url && /\{z\}/.test(url) && /\{x\}/.test(url) && /\{y\}/.test(url) ? url : null;
  const tiles = configured ?? DEFAULT_TILES;
  const style: MapStyle = String(config.style ?? '').trim() === '1' ? 1 : 0;
  return {
    ok: true,
    settings: {
      style,
      zoom,
      markers,
      markerIcon: safeUrl(config.marker, base),
      tiles,
      attribution: configured ? (typeof config.attribution === 'string' ? config.attribution : '') : DEFAULT_ATTRIBUTION,
      filterStyle: style === 1 && !tiles.includes('{style}'),
    },
  };
}

/** The tile URL template for a style: `{style}` is filled in, Leaflet fills the rest. */
export function tileTemplate(tiles: string, style: MapStyle): string {
  return tiles.replace('{style}', String(style));
}
