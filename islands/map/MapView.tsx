import DOMPurify from 'dompurify';
import { divIcon, latLngBounds } from 'leaflet';
import { useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { INFO_MAX_WIDTH, tileTemplate } from './map-config.ts';
import type { MapProps } from './parse-props.ts';

const LABELS = {
  en: { zoomIn: 'Zoom in', zoomOut: 'Zoom out', marker: 'Location %d' },
  ru: { zoomIn: 'Приблизить', zoomOut: 'Отдалить', marker: 'Место %d' },
};

/** The info text without markup, for the marker's accessible name. */
const plainText = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();

/**
 * A Leaflet map with one or several markers; a click (or Enter on a focused marker) opens its
 * info window. One marker: centred on it at the configured zoom; several: fitted into view, at
 * most at that zoom. The wheel scrolls the page, not the map.
 */
export function MapView({ settings, lang }: MapProps) {
  const t = LABELS[lang];
  const { markers, zoom, style, tiles, markerIcon, attribution } = settings;
  const icon = useMemo(
    () =>
      divIcon({
        className: `theme-map__pin${markerIcon ? ' theme-map__pin--image' : ''}`,
        html: markerIcon ? `<img src="${encodeURI(markerIcon)}" alt="">` : '',
        iconSize: [30, 42],
        iconAnchor: [15, 42],
        popupAnchor: [0, -38],
      }),
    [markerIcon],
  );
  const view = useMemo(
    () =>
      markers.length === 1
        ? { center: [markers[0]!.lat, markers[0]!.lng] as [number, number], zoom }
        : { bounds: latLngBounds(markers.map((m) => [m.lat, m.lng] as [number, number])), boundsOptions: { padding: [40, 40] as [number, number], maxZoom: zoom } },
    [markers, zoom],
  );
  const infos = useMemo(() => markers.map((m) => (m.info ? DOMPurify.sanitize(m.info) : '')), [markers]);

  return (
    <MapContainer {...view} className={`theme-map__canvas theme-map--style-${style}`} scrollWheelZoom={false} zoomControl={false}>
      <ZoomControl zoomInTitle={t.zoomIn} zoomOutTitle={t.zoomOut} />
      {tiles && <TileLayer url={tileTemplate(tiles, style)} attribution={DOMPurify.sanitize(attribution)} />}
      {markers.map((marker, index) => (
        <Marker key={index} position={[marker.lat, marker.lng]} icon={icon} title={plainText(marker.info) || t.marker.replace('%d', String(index + 1))}>
          {infos[index] && (
            <Popup maxWidth={INFO_MAX_WIDTH}>
              <div className="theme-map__info" dangerouslySetInnerHTML={{ __html: infos[index] }} />
            </Popup>
          )}
        </Marker>
      ))}
    </MapContainer>
  );
}
