import type { IslandContext } from '../../src/runtime/define.ts';
import { invalid, parsed, type ParseResult } from '../../src/runtime/parse-result.ts';
import { compileTemplate, TemplateError, type Template } from './render-template.ts';
import type { Variation } from './variation.ts';

export interface VariationFormProps {
  form: HTMLFormElement;
  doc: Document;
  productId: number;
  /** `data-custom_data`, JSON-parsed as jQuery's `.data()` would, sent with `get_variation`. */
  customData: unknown;
  /** Inline variations, or null in AJAX mode (`data-product_variations="false"`). */
  variations: Variation[] | null;
  selects: HTMLSelectElement[];
  singleVariation: HTMLElement;
  templates: { variation: Template; unavailable: Template };
}

/** jQuery's `.data()` reading of an attribute: JSON for objects, arrays, numbers, booleans. */
export function readDataValue(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  if (raw !== '' && String(Number(raw)) === raw) return Number(raw);
  if (/^(?:\{[\w\W]*\}|\[[\w\W]*\])$/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

/**
 * Checks `data-product_variations` (or what a `reload_product_variations` handed us): `false` is
 * AJAX mode, otherwise an array of objects each with an `attributes` map of strings. Unknown keys
 * stay (templates may print them). Returns a message for anything else.
 */
export function readVariations(value: unknown): { ok: true; variations: Variation[] | null } | { ok: false; error: string } {
  if (value === false) return { ok: true, variations: null };
  if (typeof value === 'string') return { ok: false, error: 'data-product_variations is not valid JSON' };
  if (!Array.isArray(value)) return { ok: false, error: 'data-product_variations is neither a list of variations nor false' };
  const variations: Variation[] = [];
  for (const [index, item] of value.entries()) {
    const label = `variation ${index + 1}${item && typeof item === 'object' && 'variation_id' in item ? ` (id ${String((item as Variation).variation_id)})` : ''}`;
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { ok: false, error: `${label} is not an object` };
    const attributes = (item as { attributes?: unknown }).attributes;
    if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes)) return { ok: false, error: `${label} has no attributes` };
    const clean: Record<string, string> = {};
    for (const [key, attr] of Object.entries(attributes)) {
      if (typeof attr === 'string') clean[key] = attr;
      else if (typeof attr === 'number') clean[key] = String(attr);
      else if (attr === null) clean[key] = '';
      else return { ok: false, error: `${label}: attribute ${key} is not a string` };
    }
    variations.push({ ...(item as Variation), attributes: clean });
  }
  return { ok: true, variations };
}

function template(doc: Document, id: string, fallback: string): Template {
  const source = doc.getElementById(id)?.textContent ?? null;
  if (source === null) console.warn(`[theme] variation-form: #${id} is not on the page; using WooCommerce's default`);
  return compileTemplate(source ?? fallback);
}

/** variation.php's templates, for a page that prints none. */
const DEFAULT_TEMPLATE =
  '<div class="woocommerce-variation-description">{{{ data.variation.variation_description }}}</div><div class="woocommerce-variation-price">{{{ data.variation.price_html }}}</div><div class="woocommerce-variation-availability">{{{ data.variation.availability_html }}}</div>';

/** Reads templates/single-product/add-to-cart/variable.php markup. */
export function parseVariationForm(el: HTMLElement, { doc }: IslandContext, unavailableText: () => string): ParseResult<VariationFormProps> {
  if (!(el instanceof HTMLFormElement)) return invalid('the variations form is not a <form>');
  const raw = el.getAttribute('data-product_variations');
  if (raw === null) return invalid('no data-product_variations on the form');
  const read = readVariations(readDataValue(raw));
  if (!read.ok) return invalid(read.error);
  const productId = Number.parseInt(el.getAttribute('data-product_id') ?? '', 10);
  if (!Number.isFinite(productId)) return invalid('data-product_id is not a number');
  const singleVariation = el.querySelector<HTMLElement>('.single_variation');
  if (!singleVariation) return invalid('no .single_variation in the form');
  const customRaw = el.getAttribute('data-custom_data');
  let templates: VariationFormProps['templates'];
  try {
    templates = {
      variation: template(doc, 'tmpl-variation-template', DEFAULT_TEMPLATE),
      unavailable: template(doc, 'tmpl-unavailable-variation-template', `<p role="alert">${unavailableText()}</p>`),
    };
  } catch (error) {
    if (error instanceof TemplateError) return invalid(`a variation template cannot be rendered: ${error.message}`);
    throw error;
  }
  return parsed({
    form: el,
    doc,
    productId,
    customData: customRaw === null ? undefined : readDataValue(customRaw),
    variations: read.variations,
    selects: Array.from(el.querySelectorAll<HTMLSelectElement>('.variations select')),
    singleVariation,
    templates,
  });
}
