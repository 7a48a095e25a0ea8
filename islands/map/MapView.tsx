import { plainText, sanitizeHtml } from '../../src/services/sanitize.ts';
import { control, divIcon, latLngBounds, map as leafletMap, marker as leafletMarker, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';
import { INFO_MAX_WIDTH, tileTemplate } from './map-config.ts';
import { ensureStyleFilter } from './style-filter.ts';
import type { MapProps } from './parse-props.ts';

const LABELS = {
  en: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', marker: 'Location %d' },
  ru: { zoomIn: 'Приблизить', zoomOut: 'Отдалить', marker: 'Место %d' },
};

/**
 * A Leaflet map with one or several markers; a click (or Enter on a focused marker) opens its
 * info window. One marker: centred on it at the configured zoom; several: fitted into view, at
 * most at that zoom. The wheel scrolls the page, not the map.
 *
 * Leaflet is driven directly from one effect rather than through react-leaflet: react-leaflet
 * default-imports React, which makes the bundler add a CommonJS interop helper to the runtime
 * chunk that every page loads (+236 bytes gzip on the entry, for nothing a map needs).
 */
export function MapView({ settings, lang }: MapProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const win = el.ownerDocument.defaultView ?? window;
    const t = LABELS[lang];
    const { markers, zoom, style, tiles, markerIcon, attribution, filterStyle } = settings;
    const map = leafletMap(el, { scrollWheelZoom: false, zoomControl: false });
    control.zoom({ zoomInTitle: t.zoomIn, zoomOutTitle: t.zoomOut }).addTo(map);
    if (filterStyle) ensureStyleFilter(el.ownerDocument);
    tileLayer(tileTemplate(tiles, style), { attribution: sanitizeHtml(attribution, win) }).addTo(map);
    const icon = divIcon({
      className: `theme-map__pin${markerIcon ? ' theme-map__pin--image' : ''}`,
      html: markerIcon ? `<img src="${encodeURI(markerIcon)}" alt="">` : '',
      iconSize: [30, 42],
      iconAnchor: [15, 42],
      popupAnchor: [0, -38],
    });
    markers.forEach((m, index) => {
      const pin = leafletMarker([m.lat, m.lng], { icon, title: plainText(m.info, win) || t.marker.replace('%d', String(index + 1)) }).addTo(map);
      if (m.info) pin.bindPopup(sanitizeHtml(m.info, win), { maxWidth: INFO_MAX_WIDTH, className: 'theme-map__popup' });
    });
    if (markers.length === 1) map.setView([markers[0]!.lat, markers[0]!.lng], zoom);
    else map.fitBounds(latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number])), { padding: [40, 40], maxZoom: zoom });
    return () => {
      map.remove();
    };
  }, [settings, lang]);

  return <div ref={ref} className={`theme-map__canvas theme-map--style-${settings.style}${settings.filterStyle ? ' theme-map--filtered' : ''}`} />;
}
