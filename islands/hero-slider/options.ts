import { webUrl } from '../../src/services/safe-url.ts';
import { SWIPE_THRESHOLD_PX } from '../../src/services/motion/swipe.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';

/** Slider Revolution's constants (spec section 9). */
export const DEFAULTS = {
  delay: 9000,
  transitionDuration: 1000,
  gridwidth: [960],
  gridheight: [500],
  responsiveLevels: [2048, 1024, 778, 480],
  swipeThreshold: SWIPE_THRESHOLD_PX,
  videoWait: 5,
  youtubeApi: 'https://www.youtube.com/iframe_api',
  vimeoApi: 'https://player.vimeo.com/api/player.js',
} as const;

export interface SliderOptions {
  alias: string;
  /** Announced with the slide position. */
  name: string;
  delay: number;
  autoplay: boolean;
  gridwidth: number[];
  gridheight: number[];
  responsiveLevels: number[];
  keyboard: boolean;
  hoverStop: boolean;
  swipe: boolean;
  swipeThreshold: number;
  arrows: boolean;
  /** navigation.arrows.hide_under: below this slider width (px) the arrows are hidden; 0 never. */
  arrowsHideUnder: number;
  bullets: boolean;
  youtubeApi: string;
  vimeoApi: string;
  /** Seconds a video API may take to load before the red notice. */
  videoWait: number;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

class Bad extends Error {}

function read<T>(source: Json, key: string, check: (v: unknown) => v is T, what: string, fallback: T, path = key): T {
  const value = source[key];
  if (value === undefined || value === null) return fallback;
  if (!check(value)) throw new Bad(`option "${path}" must be ${what}, got ${JSON.stringify(value)}`);
  return value;
}

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';
const isString = (v: unknown): v is string => typeof v === 'string';
// A player API's script: a web address (relative ones too), never `data:` or `javascript:`.
const isWebAddress = (v: unknown): v is string => webUrl(v, 'https://relative.invalid/') !== null;
const isPositive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;
const isLevels = (v: unknown): v is number | number[] => isPositive(v) || (Array.isArray(v) && v.length > 0 && v.every(isPositive));

/** Per-level grid sizes: RS accepts one number or an array shorter than the levels (the last repeats). */
function levels(value: number | number[], count: number): number[] {
  const list = Array.isArray(value) ? value : [value];
  return Array.from({ length: count }, (_, i) => list[Math.min(i, list.length - 1)]!);
}

/** The JSON a slider prints in `<script type="application/json" data-rs-options>`, validated, with the defaults. */
export function parseSliderOptions(text: string | null): ParseResult<SliderOptions> {
  if (text === null) return invalid('no <script data-rs-options> with the slider options, and no Slider Revolution init script for the module');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return invalid('the slider options are not valid JSON');
  }
  return sliderOptions(raw);
}

/** Options as an object (our JSON, or Slider Revolution's own init options read by rs6-init.ts), validated, with the defaults. */
export function sliderOptions(raw: unknown): ParseResult<SliderOptions> {
  if (!isObject(raw)) return invalid('the slider options must be a JSON object');
  try {
    const nav = read(raw, 'navigation', isObject, 'an object', {});
    const touch = read(nav, 'touch', isObject, 'an object', {}, 'navigation.touch');
    const arrows = read(nav, 'arrows', isObject, 'an object', {}, 'navigation.arrows');
    const bullets = read(nav, 'bullets', isObject, 'an object', {}, 'navigation.bullets');
    const video = read(raw, 'video', isObject, 'an object', {});
    const levelsRaw = read(raw, 'responsiveLevels', isLevels, 'a positive number or a list of them', [...DEFAULTS.responsiveLevels]);
    const levelList = Array.isArray(levelsRaw) ? levelsRaw : [levelsRaw];
    const count = levelList.length;
    const alias = read(raw, 'alias', isString, 'a string', '');
    return parsed({
      alias,
      name: read(raw, 'name', isString, 'a string', alias),
      delay: read(raw, 'delay', isPositive, 'a positive number of ms', DEFAULTS.delay),
      autoplay: read(raw, 'autoplay', isBool, 'true or false', true),
      gridwidth: levels(read(raw, 'gridwidth', isLevels, 'a positive number or a list of them', [...DEFAULTS.gridwidth]), count),
      gridheight: levels(read(raw, 'gridheight', isLevels, 'a positive number or a list of them', [...DEFAULTS.gridheight]), count),
      responsiveLevels: [...levelList],
      keyboard: read(nav, 'keyboardNavigation', isBool, 'true or false', true, 'navigation.keyboardNavigation'),
      hoverStop: read(nav, 'onHoverStop', isBool, 'true or false', true, 'navigation.onHoverStop'),
      swipe: read(touch, 'touchenabled', isBool, 'true or false', true, 'navigation.touch.touchenabled'),
      swipeThreshold: read(touch, 'swipe_threshold', isPositive, 'a positive number of px', DEFAULTS.swipeThreshold, 'navigation.touch.swipe_threshold'),
      arrows: read(arrows, 'enable', isBool, 'true or false', true, 'navigation.arrows.enable'),
      arrowsHideUnder: read(arrows, 'hide_under', isPositive, 'a positive number of px', 0, 'navigation.arrows.hide_under'),
      bullets: read(bullets, 'enable', isBool, 'true or false', true, 'navigation.bullets.enable'),
      youtubeApi: read(video, 'youtubeApi', isWebAddress, 'an http(s) URL', DEFAULTS.youtubeApi, 'video.youtubeApi'),
      vimeoApi: read(video, 'vimeoApi', isWebAddress, 'an http(s) URL', DEFAULTS.vimeoApi, 'video.vimeoApi'),
      videoWait: read(video, 'wait', isPositive, 'a positive number of seconds', DEFAULTS.videoWait, 'video.wait'),
    });
  } catch (error) {
    if (error instanceof Bad) return invalid(error.message);
    throw error;
  }
}

/** The grid level for a container width: the last level whose breakpoint the width is below. */
export function gridAt(width: number, options: Pick<SliderOptions, 'gridwidth' | 'gridheight' | 'responsiveLevels'>): { level: number; width: number; height: number; scale: number } {
  let level = 0;
  options.responsiveLevels.forEach((breakpoint, i) => {
    if (width < breakpoint) level = i;
  });
  const gridWidth = options.gridwidth[level]!;
  const scale = Math.min(1, width / gridWidth);
  return { level, width: gridWidth, height: Math.round(options.gridheight[level]! * scale), scale };
}
