import type { QuantityVariation } from './quantity.ts';
import type { ImageVariation } from './image-swap.ts';

/** One variation as get_available_variation() prints it; plugins' extra keys pass through. */
export interface Variation extends QuantityVariation, ImageVariation {
  attributes: Record<string, string>;
  variation_id?: number;
  variation_is_active?: boolean;
  variation_is_visible?: boolean;
  is_purchasable?: boolean;
  is_in_stock?: boolean;
  sku?: string;
  weight?: string;
  weight_html?: string;
  dimensions?: unknown;
  dimensions_html?: string;
  [key: string]: unknown;
}
