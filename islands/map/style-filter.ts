/**
 * Style 1 (greyscale land, yellow water) over raster tiles that draw only their own colours
 * (OpenStreetMap's by default): an SVG filter on the tile pane. It turns every pixel grey, then
 * paints yellow where the tile is clearly bluer than it is red, which on OpenStreetMap's palette
 * is water (#aad3df: blue − red ≈ 0.21) and nothing else of note (land #f2efe9, parks #c8facc,
 * roads and buildings all have blue ≤ red + 0.02). The mask is 8 × (blue − red) − 0.3, clamped:
 * water gives 1, parks 0. No vector tiles and no second tile source: the chunk grows by this file.
 */
export const STYLE_FILTER_ID = 'theme-map-style-1';
export const WATER_YELLOW = '#f2c94c';

const FILTER = `<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" aria-hidden="true" focusable="false" style="position:absolute">
<filter id="${STYLE_FILTER_ID}" color-interpolation-filters="sRGB">
<feColorMatrix in="SourceGraphic" type="saturate" values="0" result="grey"/>
<feColorMatrix in="SourceGraphic" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 -8 0 8 0 -0.3" result="water"/>
<feFlood flood-color="${WATER_YELLOW}"/>
<feComposite in2="water" operator="in" result="yellow"/>
<feMerge><feMergeNode in="grey"/><feMergeNode in="yellow"/></feMerge>
</filter>
</svg>`;

/** Puts the filter in the document once, for every map of the page. */
export function ensureStyleFilter(doc: Document): void {
  if (doc.getElementById(STYLE_FILTER_ID)) return;
  doc.body.insertAdjacentHTML('beforeend', FILTER);
}
