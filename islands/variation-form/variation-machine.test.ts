import { describe, expect, it } from 'vitest';
import type { Variation } from './variation.ts';
import { answerKey, initialState, step, type VariationEffect, type VariationInput, type VariationState } from './variation-machine.ts';

/**
 * The machine's contract, row by row: what each input does in each state, as effects in
 * WooCommerce's order (add-to-cart-variation.js 9.9.5, reference §1.3). An effect is written
 * short: `name` for an event emitted on the form, `@name` on `.single_variation`.
 */
const V = (id: number, attributes: Record<string, string>, extra: Partial<Variation> = {}): Variation => ({
  variation_id: id,
  attributes,
  variation_is_visible: true,
  variation_is_active: true,
  is_purchasable: true,
  is_in_stock: true,
  ...extra,
});
const VARIATIONS = [
  V(11, { attribute_size: 'small', attribute_colour: 'red' }),
  V(12, { attribute_size: 'small', attribute_colour: 'blue' }, { is_in_stock: false }),
  V(13, { attribute_size: 'large', attribute_colour: '' }),
];
const SELECTS = [
  { name: 'attribute_size', values: ['small', 'large'], showOptionNone: true },
  { name: 'attribute_colour', values: ['red', 'blue', 'green'], showOptionNone: true },
];
const NONE = { attribute_size: '', attribute_colour: '' };
const env = { decode: (value: string) => value };

function brief(effect: VariationEffect): string {
  switch (effect.type) {
    case 'emit':
      return `${effect.on === 'region' ? '@' : ''}${effect.name}`;
    case 'options':
      return `options ${effect.name}=${effect.value}[${[...effect.options.attached].map((v) => (effect.options.enabled.has(v) ? v : `${v}(disabled)`)).join(',')}]`;
    case 'select-value':
      return `value ${effect.name}=${effect.value}`;
    case 'fire-change':
      return `change ${effect.name}`;
    case 'variation-id':
      return `variation_id=${effect.value}`;
    case 'no-match':
    case 'reset-link':
    case 'reset-announcement':
      return `${effect.type} ${effect.shown ? 'on' : 'off'}`;
    case 'details':
    case 'region':
      return `${effect.type} ${effect.variation ? effect.variation.variation_id : 'back'}`;
    case 'image':
      return `image ${effect.variation ? effect.variation.variation_id : 'back'}`;
    case 'quantity':
      return `quantity ${effect.variation.variation_id}`;
    case 'timer':
      return `timer ${effect.timer} ${effect.ms}`;
    case 'button':
      return `button ${effect.state}`;
    case 'busy':
      return `busy ${effect.on ? 'on' : 'off'}`;
    case 'request':
      return `request ${Object.values(effect.chosen).join('/')}`;
    case 'alert':
      return `alert ${effect.text}`;
    case 'warn':
      return 'warn';
    default:
      return effect.type;
  }
}

type Given = Partial<VariationState>;
const inline = (given: Given = {}, values = NONE): VariationState => ({ ...initialState(VARIATIONS, SELECTS, values, false), loading: false, ...given });
const ajax = (given: Given = {}, values = NONE): VariationState => ({ ...initialState(null, SELECTS, values, false), loading: false, ...given });
const run = (state: VariationState, input: VariationInput) => step(state, input, env);

/** `reset_data`: the product's details and image back, the block slid away, the button waiting. */
const RESET_DATA = ['details back', 'image back', 'reset_image', 'region back', 'button selection-needed', '@hide_variation', 'reset_data'];
/** `found_variation` of variation `id`: details, image, id and quantity at once, the block in 300 ms. */
const FOUND = (id: number) => [`details ${id}`, `image ${id}`, `variation_id=${id}`, `quantity ${id}`, 'timer reveal 300', 'found_variation'];
/** What every select change begins with (inline mode). */
const CHANGE_STARTS = ['variation_id=', 'no-match off', 'reset-announcement off', 'clear_reset_announcement', 'woocommerce_variation_select_change'];
/** The effects of a select changed to nothing chosen at all. */
const CHANGE_NOTHING_CHOSEN = [
  'variation_id=',
  'no-match off',
  'reset-announcement off',
  'clear_reset_announcement',
  'woocommerce_variation_select_change',
  'options attribute_size=[small,large]',
  'options attribute_colour=[red,blue,green]',
  'woocommerce_update_variation_values',
  'update_variation_values',
  'details back',
  'image back',
  'reset_image',
  'region back',
  'button selection-needed',
  '@hide_variation',
  'reset_data',
  'reset-link off',
  'check_variations',
  'woocommerce_variation_has_changed',
];

describe('the variation form machine (inline variations)', () => {
  it.each<[string, VariationState, VariationInput, string[], Partial<VariationState>]>([
    ['start: the wrap shown, the first check in 100 ms', initialState(VARIATIONS, SELECTS, NONE, false), { type: 'start', values: NONE }, ['show-wrap', 'timer first-check 100'], { loading: true }],
    [
      'the first check with nothing chosen: options filtered, the data reset, the button waits for a selection, wc_variation_form',
      initialState(VARIATIONS, SELECTS, NONE, true),
      { type: 'first-check', values: NONE },
      [
        'options attribute_size=[small,large]',
        'options attribute_colour=[red,blue,green]',
        'woocommerce_update_variation_values',
        'update_variation_values',
        ...RESET_DATA,
        'reset-link off',
        'check_variations',
        'emit-form-ready',
      ],
      { loading: false, resetShown: false },
    ],
    [
      'one of two chosen: the other select keeps only what combines with it (an out-of-stock variation is still active: enabled); the reset link shows',
      inline(),
      { type: 'select-change', values: { attribute_size: 'small', attribute_colour: '' } },
      [
        ...CHANGE_STARTS,
        'options attribute_size=small[small,large]',
        'options attribute_colour=[red,blue]',
        'woocommerce_update_variation_values',
        'update_variation_values',
        ...RESET_DATA,
        'reset-link on',
        'check_variations',
        'woocommerce_variation_has_changed',
      ],
      { resetShown: true, values: { attribute_size: 'small', attribute_colour: '' } },
    ],
    [
      'a full choice: the variation found, its details, image, id and quantity at once, the block in 300 ms',
      inline({ resetShown: true }),
      { type: 'select-change', values: { attribute_size: 'small', attribute_colour: 'red' } },
      [
        ...CHANGE_STARTS,
        'options attribute_size=small[small,large]',
        'options attribute_colour=red[red,blue]',
        'woocommerce_update_variation_values',
        'update_variation_values',
        ...FOUND(11),
        'check_variations',
        'woocommerce_variation_has_changed',
      ],
      { reveal: { variation: VARIATIONS[0]!, purchasable: true } },
    ],
    [
      'the reveal: the block drawn, show_variation, the button enabled',
      inline({ reveal: { variation: VARIATIONS[0]!, purchasable: true } }),
      { type: 'reveal', values: { attribute_size: 'small', attribute_colour: 'red' } },
      ['region 11', 'button enabled', '@show_variation'],
      { reveal: null },
    ],
    [
      'the reveal of an out-of-stock variation: the button unavailable',
      inline({ reveal: { variation: VARIATIONS[1]!, purchasable: false } }),
      { type: 'reveal', values: { attribute_size: 'small', attribute_colour: 'blue' } },
      ['region 12', 'button unavailable', '@show_variation'],
      {},
    ],
    ['a reveal after a reset shows nothing', inline(), { type: 'reveal', values: NONE }, [], {}],
    [
      'a newer match replaces a pending reveal',
      inline({ reveal: { variation: VARIATIONS[0]!, purchasable: true } }),
      { type: 'heard', name: 'found_variation', args: [VARIATIONS[2]], values: NONE },
      ['details 13', 'image 13', 'variation_id=13', 'quantity 13', 'cancel-reveal', 'timer reveal 300'],
      { reveal: { variation: VARIATIONS[2]!, purchasable: true } },
    ],
    [
      'a choice that does not combine with the other any more is reset with a change of its own, nested',
      inline({ resetShown: true }),
      { type: 'select-change', values: { attribute_size: 'large', attribute_colour: 'blue' } },
      // large takes any colour ('' on the variation): blue stays. Nothing to reset here, and
      // large/blue matches the "any colour" variation.
      [
        ...CHANGE_STARTS,
        'options attribute_size=large[small,large]',
        'options attribute_colour=blue[red,blue,green]',
        'woocommerce_update_variation_values',
        'update_variation_values',
        ...FOUND(13),
        'check_variations',
        'woocommerce_variation_has_changed',
      ],
      {},
    ],
    [
      'a heard check_variations with its own chosen attributes uses them as given',
      inline(),
      { type: 'heard', name: 'check_variations', args: [{ count: 2, chosenCount: 2, data: { attribute_size: 'small', attribute_colour: 'red' } }], values: NONE },
      [
        'options attribute_size=[small,large]',
        'options attribute_colour=[red,blue,green]',
        'woocommerce_update_variation_values',
        'update_variation_values',
        ...FOUND(11),
        'reset-link on',
      ],
      {},
    ],
    [
      'reset: every select emptied, then each one changed, then the reset announced, the data reset, focus on the first select',
      inline({ resetShown: true, reveal: { variation: VARIATIONS[0]!, purchasable: true } }, { attribute_size: 'small', attribute_colour: 'red' }),
      { type: 'reset-clicked', values: { attribute_size: 'small', attribute_colour: 'red' } },
      [
        'prevent-default',
        'value attribute_size=',
        'value attribute_colour=',
        'change attribute_size',
        // The first change's data reset cancels the pending reveal.
        ...CHANGE_NOTHING_CHOSEN.flatMap((effect) => (effect === 'region back' ? ['cancel-reveal', effect] : [effect])),
        'change attribute_colour',
        ...CHANGE_NOTHING_CHOSEN,
        'reset-announcement on',
        'announce_reset',
        ...RESET_DATA,
        'focus-first-select',
        'reset_focus',
      ],
      { reveal: null, resetShown: false, values: NONE },
    ],
    ['a click on the enabled button: the form submits', inline(), { type: 'add-clicked', disabled: false, unavailable: false, selectionNeeded: false, values: NONE }, [], {}],
    ['a click without a full choice: blocked, the make-a-selection alert', inline(), { type: 'add-clicked', disabled: true, unavailable: false, selectionNeeded: true, values: NONE }, ['prevent-default', 'alert make-a-selection'], {}],
    ['a click on an unavailable variation: blocked, the unavailable alert', inline(), { type: 'add-clicked', disabled: true, unavailable: true, selectionNeeded: false, values: NONE }, ['prevent-default', 'alert unavailable'], {}],
    [
      'heard reset_data: the product details back, the block slid away',
      inline(),
      { type: 'heard', name: 'reset_data', args: [], values: NONE },
      ['details back', 'image back', 'reset_image', 'region back', 'button selection-needed', '@hide_variation'],
      {},
    ],
    ['heard show_variation, purchasable: the button enabled', inline(), { type: 'heard', name: 'show_variation', args: [VARIATIONS[0], true], values: NONE }, ['button enabled'], {}],
    ['heard found_variation without a variation: nothing', inline(), { type: 'heard', name: 'found_variation', args: ['nope'], values: NONE }, [], {}],
    ['heard announce_reset', inline(), { type: 'heard', name: 'announce_reset', args: [], values: NONE }, ['reset-announcement on'], {}],
    ['heard reset_focus', inline(), { type: 'heard', name: 'reset_focus', args: [], values: NONE }, ['focus-first-select'], {}],
    [
      'reload_product_variations: the new data, and a check',
      inline({ answers: new Map([['x', false]]) }),
      { type: 'reload', variations: [VARIATIONS[2]!], values: { attribute_size: 'large', attribute_colour: 'red' } },
      [
        'options attribute_size=large[large]',
        'options attribute_colour=red[red,blue,green]',
        'woocommerce_update_variation_values',
        'update_variation_values',
        ...FOUND(13),
        'reset-link on',
        'check_variations',
      ],
      { variations: [VARIATIONS[2]!], answers: new Map() },
    ],
  ])('%s', (_name, state, input, effects, after) => {
    const next = run(state, input);
    expect(next.effects.map(brief)).toEqual(effects);
    expect(next.state).toMatchObject(after);
  });

  it('a full choice nothing matches, after the first check: the data reset, the no-match message; the reset link hidden', () => {
    const variations = [V(21, { attribute_size: 'small', attribute_colour: 'red' }), V(22, { attribute_size: 'large', attribute_colour: 'blue' })];
    const state = { ...inline({ resetShown: true }), variations };
    // Both values are each taken by some variation, so the options keep them; together, none.
    const next = run(state, { type: 'heard', name: 'check_variations', args: [{ count: 2, chosenCount: 2, data: { attribute_size: 'small', attribute_colour: 'blue' } }], values: NONE });
    const shown = next.effects.map(brief);
    expect(shown.slice(shown.indexOf('update_variation_values') + 1)).toEqual([...RESET_DATA, 'no-match on', 'reset-link off']);
  });

  it('…and on the first check (a page printed with that choice), no message', () => {
    const variations = [V(21, { attribute_size: 'small', attribute_colour: 'red' }), V(22, { attribute_size: 'large', attribute_colour: 'blue' })];
    const state = { ...initialState(variations, SELECTS, NONE, false) };
    const next = run(state, { type: 'heard', name: 'check_variations', args: [{ count: 2, chosenCount: 2, data: { attribute_size: 'small', attribute_colour: 'blue' } }], values: NONE });
    expect(next.effects.map(brief)).not.toContain('no-match on');
  });

  it('choices made invalid by the others are emptied and changed, each nested inside the update', () => {
    // Only small/red and large/blue exist: large with red combines with nothing, and each select,
    // filtered by the other's choice, loses the value it holds (both read from the same choice).
    const variations = [V(21, { attribute_size: 'small', attribute_colour: 'red' }), V(22, { attribute_size: 'large', attribute_colour: 'blue' })];
    const state = { ...inline({ resetShown: true }), variations };
    const next = run(state, { type: 'select-change', values: { attribute_size: 'large', attribute_colour: 'red' } });
    const shown = next.effects.map(brief);
    expect(shown.slice(5, 9)).toEqual(['options attribute_size=[small]', 'options attribute_colour=[blue]', 'change attribute_size', 'variation_id=']);
    const sizeChange = shown.indexOf('change attribute_size');
    const colourChange = shown.indexOf('change attribute_colour');
    // The colour's change comes after the size's whole nested change, and both before the update's own event.
    expect(shown.indexOf('woocommerce_variation_has_changed', sizeChange)).toBeLessThan(colourChange);
    expect(colourChange).toBeLessThan(shown.lastIndexOf('woocommerce_update_variation_values'));
    expect(next.state.values).toEqual({ attribute_size: '', attribute_colour: '' });
    expect(shown).toContain('button selection-needed');
    expect(shown).not.toContain('found_variation');
  });

  it('a disabled variation option (inactive) is kept but cannot be picked', () => {
    const variations = [V(31, { attribute_size: 'small', attribute_colour: 'red' }), V(32, { attribute_size: 'small', attribute_colour: 'green' }, { variation_is_active: false })];
    const next = run({ ...inline(), variations }, { type: 'select-change', values: { attribute_size: 'small', attribute_colour: '' } });
    expect(next.effects.map(brief)).toContain('options attribute_colour=[red,green(disabled)]');
  });
});

describe('the variation form machine (AJAX mode)', () => {
  const chosen = { attribute_size: 'small', attribute_colour: 'red' };
  const key = answerKey(chosen);
  it.each<[string, VariationState, VariationInput, string[], Partial<VariationState>]>([
    [
      'a full choice asks the server, the form busy; no options filtered, no select_change event',
      ajax(),
      { type: 'select-change', values: chosen },
      ['variation_id=', 'no-match off', 'reset-announcement off', 'clear_reset_announcement', 'busy on', 'request small/red', 'reset-link on', 'check_variations', 'woocommerce_variation_has_changed'],
      { asked: { key, firstLoad: false } },
    ],
    [
      'a combination already answered is not asked again',
      ajax({ answers: new Map([[key, VARIATIONS[0]!]]) }),
      { type: 'heard', name: 'check_variations', args: [], values: chosen },
      ['busy off', ...FOUND(11), 'reset-link on'],
      {},
    ],
    [
      'a newer choice aborts the request in flight',
      ajax({ asked: { key: 'older', firstLoad: false } }),
      { type: 'heard', name: 'check_variations', args: [], values: chosen },
      ['abort-request', 'busy on', 'request small/red', 'reset-link on'],
      { asked: { key, firstLoad: false } },
    ],
    [
      'a partial choice aborts the request and is not busy any more',
      ajax({ asked: { key, firstLoad: false } }),
      { type: 'heard', name: 'check_variations', args: [], values: { attribute_size: 'small', attribute_colour: '' } },
      ['abort-request', 'busy off', 'update_variation_values', ...RESET_DATA, 'reset-link on'],
      { asked: null },
    ],
    [
      'the answer: the variation found, then not busy; remembered',
      ajax({ asked: { key, firstLoad: false } }),
      { type: 'answer', key, answer: VARIATIONS[0]!, values: chosen },
      [...FOUND(11), 'busy off'],
      { asked: null, answers: new Map([[key, VARIATIONS[0]!]]) },
    ],
    [
      'the answer "nothing matches": the data reset and the message',
      ajax({ asked: { key, firstLoad: false } }),
      { type: 'answer', key, answer: false, values: chosen },
      [...RESET_DATA, 'no-match on', 'busy off'],
      {},
    ],
    [
      '…asked by the first check: no message',
      ajax({ asked: { key, firstLoad: true } }),
      { type: 'answer', key, answer: false, values: chosen },
      [...RESET_DATA, 'busy off'],
      {},
    ],
    ['an answer to a request no longer asked changes nothing', ajax({ asked: { key: 'newer', firstLoad: false } }), { type: 'answer', key, answer: VARIATIONS[0]!, values: chosen }, [], { asked: { key: 'newer', firstLoad: false } }],
    [
      'a failed request: a warning, the button left to submit natively',
      ajax({ asked: { key, firstLoad: false } }),
      { type: 'answer-failed', key, reason: '500', values: chosen },
      ['warn', 'button native', 'busy off'],
      { asked: null },
    ],
  ])('%s', (_name, state, input, effects, after) => {
    const next = run(state, input);
    expect(next.effects.map(brief)).toEqual(effects);
    expect(next.state).toMatchObject(after);
  });
});
