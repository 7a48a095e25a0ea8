/**
 * What each kind of carousel does, from the theme's constants and the shortcode configuration
 * objects WordPress prints keyed by element id (`var testimonial = {"testimonial-41": {…}}`).
 * Pure: the island reads the object, this decides. Scalars arrive as strings from PHP.
 *
 * Documented defaults, for missing or bad keys:
 * - columns: the kind's default below; a value outside 1–6 (1–4 for products) or not a whole
 *   number gives the default, a product value above 4 is capped at 4.
 * - autoplay: true/"true"/"yes"/"1"/"on" → 5000 ms; a number of 500 ms or more → that many ms;
 *   false/"false"/"no"/"0"/"" → off; anything else → the kind's default.
 * - iscarousel: "no"/"0"/false/"false" → the items stay a plain grid; anything else → carousel.
 */
export type CarouselKind =
  | 'partners'
  | 'testimonial'
  | 'testimonial2'
  | 'testimonial3'
  | 'post'
  | 'product'
  | 'service'
  | 'project'
  | 'project-gallery'
  | 'related';

export const CAROUSEL_KINDS: readonly CarouselKind[] = [
  'partners',
  'testimonial',
  'testimonial2',
  'testimonial3',
  'post',
  'product',
  'service',
  'project',
  'project-gallery',
  'related',
];

export interface CarouselSettings {
  /** false: the shortcode asked for a plain grid (iscarousel off); the island leaves it alone. */
  enabled: boolean;
  /** Items per view on wide screens (above the first breakpoint). */
  columns: number;
  /** Autoplay interval in ms; 0 is off. */
  autoplay: number;
  arrows: boolean;
  dots: boolean;
  /** How long each kind of move takes, ms (Owl's slideSpeed, paginationSpeed, rewindSpeed). */
  speeds: SlideSpeeds;
}

/**
 * Owl Carousel 1 moves over `slide` ms for its arrows and a swipe, `pagination` ms for a dot and
 * for autoplay (it calls `next(true)`), `rewind` ms when autoplay goes back to the first slide.
 */
export interface SlideSpeeds {
  slide: number;
  pagination: number;
  rewind: number;
}

/** Owl's default: autoplay `true` means one slide every 5 s. */
export const AUTOPLAY_DEFAULT_MS = 5000;
/** Owl's defaults, which every carousel but the project gallery keeps. */
const OWL_SPEEDS: SlideSpeeds = { slide: 200, pagination: 800, rewind: 1000 };

/** Each kind's fixed behaviour (spec section 9) and its defaults for what the config may set. */
const KINDS: Record<CarouselKind, CarouselSettings & { maxColumns: number; configurable: readonly ('columns' | 'autoplay' | 'iscarousel')[] }> = {
  partners: { enabled: true, columns: 5, autoplay: 0, arrows: false, dots: false, speeds: OWL_SPEEDS, maxColumns: 6, configurable: [] },
  testimonial: { enabled: true, columns: 1, autoplay: 0, arrows: false, dots: true, speeds: OWL_SPEEDS, maxColumns: 6, configurable: ['iscarousel', 'columns', 'autoplay'] },
  testimonial2: { enabled: true, columns: 1, autoplay: 0, arrows: false, dots: true, speeds: OWL_SPEEDS, maxColumns: 1, configurable: ['autoplay'] },
  testimonial3: { enabled: true, columns: 1, autoplay: 0, arrows: false, dots: true, speeds: OWL_SPEEDS, maxColumns: 1, configurable: ['autoplay'] },
  post: { enabled: true, columns: 3, autoplay: 0, arrows: false, dots: true, speeds: OWL_SPEEDS, maxColumns: 6, configurable: ['columns', 'autoplay'] },
  product: { enabled: true, columns: 4, autoplay: 0, arrows: false, dots: true, speeds: OWL_SPEEDS, maxColumns: 4, configurable: ['columns', 'autoplay'] },
  service: { enabled: true, columns: 3, autoplay: 0, arrows: false, dots: true, speeds: OWL_SPEEDS, maxColumns: 6, configurable: ['iscarousel', 'columns', 'autoplay'] },
  project: { enabled: true, columns: 4, autoplay: AUTOPLAY_DEFAULT_MS, arrows: true, dots: false, speeds: OWL_SPEEDS, maxColumns: 4, configurable: [] },
  'project-gallery': { enabled: true, columns: 1, autoplay: AUTOPLAY_DEFAULT_MS, arrows: false, dots: true, speeds: { slide: 800, pagination: 1000, rewind: 1000 }, maxColumns: 1, configurable: ['autoplay'] },
  related: { enabled: true, columns: 3, autoplay: 0, arrows: true, dots: false, speeds: OWL_SPEEDS, maxColumns: 3, configurable: [] },
};

/** The global object each kind's shortcode prints, keyed by element id (none for fixed kinds). */
export const CONFIG_GLOBAL: Partial<Record<CarouselKind, string>> = {
  testimonial: 'testimonial',
  testimonial2: 'testimonial2',
  testimonial3: 'testimonial3',
  post: 'post',
  product: 'product',
  service: 'service',
};

const OFF = new Set([false, 'false', 'no', '0', 0, '', 'off']);
const ON = new Set([true, 'true', 'yes', '1', 1, 'on']);

export function readAutoplay(value: unknown, fallback: number): number {
  if (value === undefined || value === null) return fallback;
  if (OFF.has(value as never)) return 0;
  if (ON.has(value as never)) return AUTOPLAY_DEFAULT_MS;
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 500 ? Math.round(ms) : fallback;
}

export function readColumns(value: unknown, fallback: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return fallback;
  if (n > 6) return fallback;
  return Math.min(n, max);
}

/** The settings of one carousel from its kind and its raw configuration entry (any shape). */
export function carouselSettings(kind: CarouselKind, raw: unknown): CarouselSettings {
  const { maxColumns, configurable, ...base } = KINDS[kind];
  const config = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const settings: CarouselSettings = { ...base };
  if (configurable.includes('iscarousel') && 'iscarousel' in config) settings.enabled = !OFF.has(config.iscarousel as never);
  if (configurable.includes('columns')) settings.columns = readColumns(config.columns, base.columns, maxColumns);
  if (configurable.includes('autoplay')) settings.autoplay = readAutoplay(config.autoplay, base.autoplay);
  return settings;
}

/**
 * Owl's default breakpoints: at a viewport width up to 1199 px at most 4 items, up to 979 px 3,
 * up to 768 px 2, up to 479 px 1; wider than 1199 px the carousel's own column count.
 */
export const BREAKPOINTS: ReadonlyArray<readonly [maxWidth: number, items: number]> = [
  [479, 1],
  [768, 2],
  [979, 3],
  [1199, 4],
];

export function itemsPerView(columns: number, viewportWidth: number): number {
  const limit = BREAKPOINTS.find(([maxWidth]) => viewportWidth <= maxWidth)?.[1] ?? Number.POSITIVE_INFINITY;
  return Math.max(1, Math.min(columns, limit));
}

export function isCarouselKind(value: string | null): value is CarouselKind {
  return value !== null && (CAROUSEL_KINDS as readonly string[]).includes(value);
}
