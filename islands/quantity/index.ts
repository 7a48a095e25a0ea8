import { defineBehaviour } from '../../src/runtime/define.ts';
import { clampToMin, readNumber, stepQuantity } from './step-quantity.ts';

const STEPPER = '.quantity .plus, .quantity .minus';

/**
 * Quantity inputs: a value below `min` is set to `min` (woocommerce.js, not on the cart table),
 * and the theme's +/- buttons step within min and max, firing `change` as typing would.
 */
export default defineBehaviour({
  name: 'quantity',
  selector: 'input.qty',
  upgrade(el) {
    if (!(el instanceof HTMLInputElement) || el.closest('.product-quantity')) return;
    const value = clampToMin(readNumber(el.value), readNumber(el.getAttribute('min')));
    if (value !== null && readNumber(el.value) !== null) el.value = String(value);
  },
  listen({ doc, signal }) {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(STEPPER);
      const input = button?.closest('.quantity')?.querySelector<HTMLInputElement>('input.qty');
      if (!button || !input || input.disabled || input.readOnly) return;
      event.preventDefault();
      const min = readNumber(input.getAttribute('min')) ?? 0;
      const next = stepQuantity(
        {
          value: readNumber(input.value) ?? min,
          min,
          max: readNumber(input.getAttribute('max')),
          step: readNumber(input.getAttribute('step')) ?? 1,
        },
        button.classList.contains('plus') ? 1 : -1,
      );
      if (next === null) return;
      input.value = String(next);
      input.dispatchEvent(new Event('change', { bubbles: true }));
    };
    doc.addEventListener('click', onClick, { signal });
  },
});
