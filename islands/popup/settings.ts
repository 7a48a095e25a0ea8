/** A trigger, cookie or condition as Popup Maker prints them: a type and its settings. */
export interface Typed {
  type?: string;
  event?: string;
  settings: Record<string, unknown>;
}

/** A popup's settings, merged and coerced (numbers arrive as strings). */
export interface PopupSettings {
  id: number;
  slug: string;
  theme_id: number;
  triggers: Typed[];
  cookies: Typed[];
  conditions: unknown[];
  size: string;
  custom_width: string;
  custom_height: string;
  custom_height_auto: boolean;
  animation_type: string;
  animation_speed: number;
  animation_origin: string;
  location: string;
  position_top: number;
  position_bottom: number;
  position_left: number;
  position_right: number;
  position_fixed: boolean;
  zindex: number;
  close_button_delay: number;
  stackable: boolean;
  overlay_disabled: boolean;
  close_on_esc_press: boolean;
  close_on_f4_press: boolean;
  close_on_overlay_click: boolean;
  close_on_form_submission: boolean;
  close_on_form_submission_delay: number;
  disable_on_mobile: boolean;
  disable_on_tablet: boolean;
  disable_reposition: boolean;
  /** `none`, a file of Popup Maker's sounds folder, or `custom` (then `custom_sound` is its URL). */
  open_sound: string;
  custom_sound: string;
}

/** pum-defaults.js, with the spec's values. */
export const DEFAULTS: PopupSettings = {
  id: 0,
  slug: '',
  theme_id: 0,
  triggers: [],
  cookies: [],
  conditions: [],
  size: 'medium',
  custom_width: '640px',
  custom_height: '380px',
  custom_height_auto: false,
  animation_type: 'fade',
  animation_speed: 350,
  animation_origin: 'center top',
  location: 'center top',
  position_top: 100,
  position_bottom: 0,
  position_left: 0,
  position_right: 0,
  position_fixed: false,
  zindex: 1999999999,
  close_button_delay: 0,
  stackable: false,
  overlay_disabled: false,
  close_on_esc_press: false,
  close_on_f4_press: false,
  close_on_overlay_click: false,
  close_on_form_submission: false,
  close_on_form_submission_delay: 0,
  disable_on_mobile: false,
  disable_on_tablet: false,
  disable_reposition: false,
  open_sound: 'none',
  custom_sound: '',
};

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** `$.extend(true, …)`: objects merge key by key, everything else replaces. */
function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    target[key] = isObject(value) && isObject(target[key]) ? deepMerge({ ...(target[key] as Record<string, unknown>) }, value) : value;
  }
  return target;
}

function coerceNumber(value: unknown, fallback: number): number {
  const number = typeof value === 'string' ? parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : fallback;
}

function coerceBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'yes';
}

function typedList(value: unknown): Typed[] {
  const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  return list.filter(isObject).map((item) => ({ ...item, settings: isObject(item.settings) ? item.settings : {} }) as Typed);
}

/**
 * `getSettings`: the defaults, then the overlay's `data-popmake`, then `pum_popups['pum-<id>']`,
 * deep-merged as Popup Maker does; then every field coerced to its default's type. The legacy
 * `meta.display` / `meta.close` groups of data-popmake are read as top-level settings.
 */
export function mergeSettings(dataPopmake: unknown, printed: unknown): PopupSettings {
  const merged = deepMerge(deepMerge({}, isObject(dataPopmake) ? dataPopmake : {}), isObject(printed) ? printed : {});
  const meta = isObject(merged.meta) ? merged.meta : {};
  const flat: Record<string, unknown> = { ...(isObject(meta.display) ? meta.display : {}), ...(isObject(meta.close) ? meta.close : {}), ...merged };
  if (flat.mobile_disabled) flat.disable_on_mobile ??= true;
  if (flat.tablet_disabled) flat.disable_on_tablet ??= true;
  const result: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULTS)) {
    const value = flat[key];
    if (typeof fallback === 'number') result[key] = coerceNumber(value, fallback);
    else if (typeof fallback === 'boolean') result[key] = value === undefined ? fallback : coerceBoolean(value);
    else if (typeof fallback === 'string') result[key] = typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : fallback;
    else if (key === 'conditions') result[key] = Array.isArray(value) ? value : [];
    else result[key] = typedList(value);
  }
  return result as unknown as PopupSettings;
}

/** `getSetting(el, 'a.b')`: a dotted path into the merged settings. */
export function settingAt(settings: PopupSettings, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key] : undefined), settings);
}
