import { describe, expect, it } from 'vitest';
import { maybeResetSlidePosition, resetVariationAttr, setVariationAttr, type ImageVariation } from './image-swap.ts';

describe('wc_set_variation_attr / wc_reset_variation_attr', () => {
  it.each([
    ['a value', 'Новое', { alt: 'Масло', kept: 'Масло' }, { alt: 'Новое' }],
    ['false removes the attribute', false, { alt: 'Масло', kept: 'Масло' }, { alt: null }],
    ['null removes it, as jQuery\'s attr(name, null) does', null, { alt: 'Масло', kept: 'Масло' }, { alt: null }],
    ['undefined leaves it (jQuery\'s attr(name) is a read)', undefined, { alt: 'Масло', kept: 'Масло' }, { alt: 'Масло' }],
    ['a number is written as text', 600, { alt: 'Масло', kept: 'Масло' }, { alt: '600' }],
  ])('%s', (_name, value, afterReset, afterSet) => {
    document.body.innerHTML = '<img alt="Масло">';
    const img = document.querySelector('img')!;
    setVariationAttr(img, 'alt', value);
    expect({ alt: img.getAttribute('alt') }).toEqual(afterSet);
    resetVariationAttr(img, 'alt');
    expect({ alt: img.getAttribute('alt'), kept: img.getAttribute('data-o_alt') }).toEqual(afterReset);
  });
});

describe('wc_maybe_trigger_slide_position_reset', () => {
  it.each<[string, string | null, ImageVariation | false, boolean, string]>([
    ['the first variation with an image', null, { image_id: 41 }, true, '41'],
    ['the same variation again: WooCommerce compares the string attribute with the number, so it resets again', '41', { image_id: 41 }, true, '41'],
    ['an id given as text, the same as the attribute', '41', { image_id: '41' }, false, '41'],
    ['no variation after one with an image', '41', false, true, ''],
    ['no variation after none', '', false, false, ''],
    ['a variation without an image after none', '', { image_id: 0 }, false, ''],
  ])('%s', (_name, current, variation, reset, after) => {
    document.body.innerHTML = '<div class="product"><div class="images"></div><form class="variations_form"></form></div>';
    const form = document.querySelector<HTMLFormElement>('form')!;
    if (current !== null) form.setAttribute('current-image', current);
    let resets = 0;
    document.querySelector('.images')!.addEventListener('wc:woocommerce_gallery_reset_slide_position', () => resets++);
    maybeResetSlidePosition(form, variation);
    expect({ reset: resets === 1, after: form.getAttribute('current-image') }).toEqual({ reset, after });
  });
});
