/**
 * Variation matching (add-to-cart-variation.js `isMatch` / `findMatchingVariations`), pure.
 * An attribute that is empty on either side matches anything (a variation's '' means "any");
 * only a key both sides give a non-empty value for can make the match fail.
 */
export type AttributeMap = Record<string, string>;

export interface WithAttributes {
  attributes: AttributeMap;
}

export function isMatch(variationAttributes: AttributeMap, chosen: AttributeMap): boolean {
  for (const key in variationAttributes) {
    const own = variationAttributes[key];
    const picked = chosen[key];
    if (own !== undefined && picked !== undefined && own.length !== 0 && picked.length !== 0 && own !== picked) return false;
  }
  return true;
}

/** Every match, in data order. */
export function findMatchingVariations<V extends WithAttributes>(variations: readonly V[], chosen: AttributeMap): V[] {
  return variations.filter((variation) => isMatch(variation.attributes, chosen));
}

/** The variation a full choice picks: the first match in data order, or null. */
export function firstMatch<V extends WithAttributes>(variations: readonly V[], chosen: AttributeMap): V | null {
  for (const variation of variations) if (isMatch(variation.attributes, chosen)) return variation;
  return null;
}

export interface ChosenAttributes {
  /** How many attribute selects the form has. */
  count: number;
  /** How many have a value. */
  chosenCount: number;
  data: AttributeMap;
}

/** `getChosenAttributes` over (name, value) pairs of the form's selects. */
export function chosenAttributes(fields: ReadonlyArray<readonly [name: string, value: string]>): ChosenAttributes {
  const data: AttributeMap = {};
  let chosenCount = 0;
  for (const [name, value] of fields) {
    if (value.length > 0) chosenCount++;
    data[name] = value;
  }
  return { count: fields.length, chosenCount, data };
}

/** A match is looked for only once every attribute is chosen. */
export const isComplete = (chosen: ChosenAttributes): boolean => chosen.count > 0 && chosen.count === chosen.chosenCount;
