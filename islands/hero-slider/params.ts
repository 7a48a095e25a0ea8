/**
 * Slider Revolution 6 prints layer frames, slide transitions and video settings as
 * `key:value;key:value` strings (`data-frame_1="st:300;sp:800;e:power3.out"`). Only the first
 * colon separates, so values may hold colons (`ar:16:9`, `mp4:https://…`).
 */
export function parseParams(text: string | null | undefined): Map<string, string> {
  const params = new Map<string, string>();
  for (const part of (text ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const key = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (key) params.set(key, value);
  }
  return params;
}

/** RS writes booleans as t/f, true/false, on/off. */
export function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(t|true|on|1|y|yes)$/i.test(value)) return true;
  if (/^(f|false|off|0|n|no)$/i.test(value)) return false;
  return fallback;
}

/** A finite number, or the fallback (RS appends units: `w:640px`). */
export function num(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}
