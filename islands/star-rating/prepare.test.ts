import { afterEach, describe, expect, it } from 'vitest';
import { answerStarRating, prepareStarRating, starsOf } from './prepare.ts';
import island from './StarRating.island.tsx';

const FORM = `<p class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating</label>
  <select name="rating" id="rating"><option value="">Rate…</option><option value="5">Perfect</option><option value="4">Good</option>
  <option value="3">Average</option><option value="2">Not that bad</option><option value="1">Very poor</option></select></p>`;

describe('star rating, before React', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a star clicked before the view arrives is chosen at once: the select\'s value, the stars drawn as the view draws them', () => {
    document.body.innerHTML = FORM;
    const select = document.querySelector<HTMLSelectElement>('select#rating')!;
    prepareStarRating(select, document);
    const stars = starsOf(select)!;
    expect(stars.classList.contains('selected')).toBe(false);
    const four = stars.querySelector<HTMLElement>('a.star-4')!;
    expect(answerStarRating(select, four)).toBe(true);
    expect(select.value).toBe('4');
    expect(stars.classList.contains('selected')).toBe(true);
    expect(Array.from(stars.querySelectorAll('a'), (a) => [a.className, a.getAttribute('aria-checked'), a.tabIndex])).toEqual([
      ['star-1', 'false', -1],
      ['star-2', 'false', -1],
      ['star-3', 'false', -1],
      ['star-4 active', 'true', 0],
      ['star-5', 'false', -1],
    ]);
    expect(answerStarRating(select, document.querySelector<HTMLElement>('label')!)).toBe(false);
  });

  it('draws the stars as single-product.js does, a space after each, and the view takes over with the same markup', async () => {
    document.body.innerHTML = FORM;
    const select = document.querySelector<HTMLSelectElement>('select#rating')!;
    prepareStarRating(select, document);
    const stars = starsOf(select)!;
    const group = stars.querySelector('[role="radiogroup"]')!;
    expect(Array.from(group.childNodes, (node) => (node.nodeType === 3 ? `"${node.nodeValue}"` : (node as Element).className))).toEqual(['star-1', '" "', 'star-2', '" "', 'star-3', '" "', 'star-4', '" "', 'star-5', '" "']);
    const prepared = stars.innerHTML;
    const unmount = await island.mount(select, { name: 'star-rating', doc: document });
    expect(starsOf(select)!.innerHTML).toBe(prepared);
    unmount();
  });
});
