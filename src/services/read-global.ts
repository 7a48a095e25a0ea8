/**
 * A forgiving reader for the objects WordPress prints with wp_localize_script. Each field keeps
 * the printed value when it has the default's type, takes the default otherwise, and the first
 * read of a bad or missing object logs one warning naming it. WordPress prints every scalar as a
 * string, so strings that hold numbers or booleans are read as such.
 */
export type Shape = Record<string, string | number | boolean | readonly string[] | Record<string, unknown>>;

export function coerce<T>(value: unknown, fallback: T): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof fallback === 'string') return typeof value === 'string' || typeof value === 'number' ? (String(value) as T) : undefined;
  if (typeof fallback === 'number') {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? (number as T) : undefined;
  }
  if (typeof fallback === 'boolean') {
    if (typeof value === 'boolean') return value as T;
    if (value === 'yes' || value === '1' || value === 1 || value === 'true') return true as T;
    if (value === 'no' || value === '0' || value === 0 || value === 'false' || value === '') return false as T;
    return undefined;
  }
  if (Array.isArray(fallback)) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as T) : undefined;
  }
  return typeof value === 'object' && !Array.isArray(value) ? (value as T) : undefined;
}

export function readGlobal<S extends Shape>(win: Window, name: string, defaults: S, { optional = false }: { optional?: boolean } = {}): S {
  const raw: unknown = (win as unknown as Record<string, unknown>)[name];
  if (raw === undefined) {
    // A plugin the site may not run (WCML): its absence is not a fault.
    if (!optional) console.warn(`[theme] ${name} is not on the page; using the defaults`);
    return { ...defaults };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.warn(`[theme] ${name} is not an object; using the defaults`);
    return { ...defaults };
  }
  const source = raw as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const bad: string[] = [];
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = coerce(source[key], fallback);
    if (value === undefined && key in source) bad.push(key);
    result[key] = value ?? fallback;
  }
  if (bad.length > 0) console.warn(`[theme] ${name}: ignored ${bad.join(', ')} (unexpected type); using the defaults`);
  return result as S;
}
