import { cartCases } from './cases/cart.ts';
import { contactFormCases, popupCases } from './cases/forms.ts';
import { variationCases } from './cases/variation.ts';
import type { EndpointCase } from './endpoint-case.ts';

/** Every endpoint the bundle calls, in one list for the matrix. Each area adds its line. */
export const endpointCases: EndpointCase[] = [...cartCases, ...variationCases, ...contactFormCases, ...popupCases];
