import type { Preparation } from '../src/runtime/define.ts';

type ProductPreparations = typeof import('./product-preparations.ts');

/** An island's `preparation` from the product page's chunk (product-preparations.ts): one import for the four. */
export const productPreparation =
  (name: keyof ProductPreparations) =>
  (): Promise<Preparation> =>
    import('./product-preparations.ts').then((preparations) => preparations[name]);
