import { afterEach, describe, expect, it } from 'vitest';
import { cartJsStarted } from './cart-js-started.ts';

const FORM = (button: string) => `<div class="woocommerce"><form class="woocommerce-cart-form">${button}</form></div>`;
const UPDATE = '<button type="submit" name="update_cart" value="Update cart" disabled>Update cart</button>';

/** What happens after cart.js's scripts have run: each step a task of its own, as jQuery's ready callbacks and a key press are. */
type Step = 'cart.js starts' | 'the visitor edits a quantity' | 'a key pressed' | 'our ready callback';

async function handOverAmong(markup: string, steps: readonly Step[]): Promise<string[]> {
  document.body.innerHTML = markup;
  const host = document.querySelector<HTMLElement>('.woocommerce')!;
  const button = host.querySelector<HTMLButtonElement>('[name="update_cart"]');
  const order: string[] = [];
  let ours: (() => void) | undefined;
  const handedOver = cartJsStarted(host, (callback) => void (ours = callback)).then(() => void order.push('hand-over'));
  const run: Record<Step, () => void> = {
    // cart.js's init: `prop('disabled', true)`, even on a button `prepare` disabled already.
    'cart.js starts': () => void (button && (button.disabled = true)),
    'the visitor edits a quantity': () => void (button && (button.disabled = false)),
    'a key pressed': () => {},
    'our ready callback': () => ours?.(),
  };
  for (const step of steps)
    setTimeout(() => {
      run[step]();
      order.push(step);
    });
  await handedOver;
  await new Promise((resolve) => setTimeout(resolve));
  return order;
}

describe('cart.js started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each<[string, string, Step[], string[]]>([
    [
      'Update cart, disabled by prepare and again by cart.js: the hand-over ends the task cart.js started in, before a key pressed next',
      FORM(UPDATE),
      ['cart.js starts', 'a key pressed', 'our ready callback'],
      ['cart.js starts', 'hand-over', 'a key pressed', 'our ready callback'],
    ],
    [
      'a quantity edited before cart.js started (the button enabled) is not its start',
      FORM(UPDATE),
      ['the visitor edits a quantity', 'cart.js starts', 'our ready callback'],
      ['the visitor edits a quantity', 'cart.js starts', 'hand-over', 'our ready callback'],
    ],
    [
      'no Update cart (a theme took it out): our ready callback, queued after cart.js\'s, says it',
      FORM(''),
      ['cart.js starts', 'a key pressed', 'our ready callback'],
      ['cart.js starts', 'a key pressed', 'our ready callback', 'hand-over'],
    ],
  ])('%s', async (_case, markup, steps, expected) => {
    expect(await handOverAmong(markup, steps)).toEqual(expected);
  });

  it('resolves once: our ready callback after cart.js\'s start changes nothing', async () => {
    document.body.innerHTML = FORM(UPDATE);
    const host = document.querySelector<HTMLElement>('.woocommerce')!;
    let ours: (() => void) | undefined;
    let handOvers = 0;
    const started = cartJsStarted(host, (callback) => void (ours = callback)).then(() => void handOvers++);
    host.querySelector<HTMLButtonElement>('[name="update_cart"]')!.disabled = true;
    await started;
    ours!();
    await Promise.resolve();
    expect(handOvers).toBe(1);
  });
});
