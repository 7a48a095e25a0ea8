/**
 * Slider Revolution 6 prints a slider's options as a JavaScript object literal in an inline
 * script of the page (`revapi1.revolutionInit({ sliderLayout:"fullwidth", gridwidth:"1240,1024,
 * 778,480", … })`, or `.revolution({…})` before 6.5), which finds the module by its id. A site
 * that keeps Slider Revolution's PHP prints nothing else, so this is where its options come from
 * unless the theme prints our JSON (`<script type="application/json" data-rs-options>`).
 */
const CALLS = ['.revolutionInit(', '.revolution('];

/** The object literal's source text: from the `{` after the call to its matching `}`, strings skipped. */
export function initLiteral(source: string, moduleId: string): string | null {
  if (!source.includes(`"${moduleId}"`) && !source.includes(`'${moduleId}'`) && !source.includes(`#${moduleId}`)) return null;
  for (const call of CALLS) {
    const at = source.indexOf(call);
    if (at < 0) continue;
    const start = source.indexOf('{', at + call.length);
    if (start < 0 || source.slice(at + call.length, start).trim() !== '') continue;
    let depth = 0;
    let quote: string | null = null;
    for (let i = start; i < source.length; i++) {
      const c = source[i]!;
      if (quote) {
        if (c === '\\') i++;
        else if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) return source.slice(start, i + 1);
    }
  }
  return null;
}

/** The inline script of the page that initialises this module, its options literal, or null. */
export function findInitLiteral(doc: Document, moduleId: string): string | null {
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const literal = initLiteral(script.textContent ?? '', moduleId);
    if (literal) return literal;
  }
  return null;
}

/**
 * The options our slider reads that RS prints as strings: per-level sizes as one comma list
 * (`"1240,1024,778,480"`), some numbers quoted. Only these: a name or an alias stays a string.
 */
const NUMERIC = new Set(['gridwidth', 'gridheight', 'responsiveLevels', 'delay', 'hide_under', 'swipe_threshold', 'wait']);
const numbers = (value: unknown): unknown => (typeof value === 'string' && /^\s*\d+(\.\d+)?(\s*,\s*\d+(\.\d+)?)*\s*$/.test(value) ? (value.includes(',') ? value.split(',').map(Number) : Number(value)) : value);

/** The literal read (JSON5: unquoted keys, trailing commas, single quotes), its numbers made numbers. */
export async function readInitLiteral(literal: string): Promise<unknown> {
  const { default: JSON5 } = await import('json5');
  const raw: unknown = JSON5.parse(literal);
  return normalise(raw);
}

function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, NUMERIC.has(key) ? numbers(item) : normalise(item)]));
  return value;
}
