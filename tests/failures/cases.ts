import { cartCases } from './cases/cart.ts';
import { analyticsCases } from './cases/analytics.ts';
import { bannerCases } from './cases/banners.ts';
import { contactFormCases, formLogCases, popupCases } from './cases/forms.ts';
import { pageCases } from './cases/pages.ts';
import { sliderCases } from './cases/slider.ts';
import { variationCases } from './cases/variation.ts';
import type { EndpointCase } from './endpoint-case.ts';

/** Every endpoint the bundle calls, in one list for the matrix. Each area adds its line. */
export const endpointCases: EndpointCase[] = [
  ...cartCases,
  ...bannerCases,
  ...variationCases,
  ...contactFormCases,
  ...formLogCases,
  ...popupCases,
  ...sliderCases,
  ...pageCases,
  ...analyticsCases,
];
