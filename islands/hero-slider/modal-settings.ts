import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';

/** Spec section 9: the cover fades in over 0.3 to 3 s; the modal cannot close in its first 750 ms. */
export const COVER_SPEED_MIN = 0.3;
export const COVER_SPEED_MAX = 3;
export const CLOSE_PROTECTION_MS = 750;

export interface ModalSettings {
  alias: string;
  /** The cover fades in over this many ms. */
  coverSpeedMs: number;
  coverColor: string | null;
}

export function clampCoverSpeed(seconds: number): number {
  const value = Number.isFinite(seconds) ? seconds : 1;
  return Math.min(COVER_SPEED_MAX, Math.max(COVER_SPEED_MIN, value));
}

/** `<rs-modal-cover data-alias="…" data-rs-modal='{"coverSpeed":1.2,"coverColor":"…"}'>`. */
export function parseModalSettings(el: Element): ParseResult<ModalSettings> {
  const alias = el.getAttribute('data-alias')?.trim() ?? '';
  if (!/^[\w-]+$/.test(alias)) return invalid(`data-alias "${alias}" is not a slider alias`);
  let raw: unknown = {};
  const text = el.getAttribute('data-rs-modal');
  if (text !== null) {
    try {
      raw = JSON.parse(text);
    } catch {
      return invalid('data-rs-modal is not valid JSON');
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid('data-rs-modal must be a JSON object');
  const { coverSpeed = 1, coverColor = null } = raw as { coverSpeed?: unknown; coverColor?: unknown };
  const speed = typeof coverSpeed === 'string' ? Number.parseFloat(coverSpeed) : coverSpeed;
  if (typeof speed !== 'number' || !Number.isFinite(speed)) return invalid(`coverSpeed must be a number of seconds, got ${JSON.stringify(coverSpeed)}`);
  if (coverColor !== null && typeof coverColor !== 'string') return invalid('coverColor must be a CSS colour string');
  return parsed({ alias, coverSpeedMs: Math.round(clampCoverSpeed(speed) * 1000), coverColor });
}
