import { IslandError } from '../../src/runtime/define.ts';
import { parseStarRating } from './parse-props.ts';

/** Where the stars go: WooCommerce puts `p.stars` just before `select#rating`, and so do we. */
export function starsOf(select: HTMLElement): HTMLElement | null {
  const before = select.previousElementSibling;
  return before instanceof HTMLElement && before.matches('p.stars') ? before : null;
}

/**
 * single-product.js's start-up, in the entry: the select is hidden behind five star links (the
 * markup the StarRating view renders, unrated), so the form looks as it will; React arrives at
 * the first touch of the stars, and the star clicked then is held and chosen once it is there.
 * Undone, the select is back, as without JavaScript.
 */
export function prepareStarRating(el: HTMLElement, doc: Document): () => void {
  const result = parseStarRating(el, { name: 'star-rating', doc });
  if (!result.ok) throw new IslandError(result.error);
  const { select, labels, labelledBy } = result.props;
  const display = select.style.display;
  const undo = () => {
    starsOf(select)?.remove();
    select.style.display = display;
  };
  if (starsOf(select)) return undo;
  const stars = doc.createElement('p');
  stars.className = 'stars';
  const group = doc.createElement('span');
  group.setAttribute('role', 'radiogroup');
  if (labelledBy) group.setAttribute('aria-labelledby', labelledBy);
  const rating = Number(select.value) || 0;
  for (let value = 1; value <= 5; value++) {
    const star = doc.createElement('a');
    star.setAttribute('role', 'radio');
    star.href = '#';
    star.className = `star-${value}${value === rating ? ' active' : ''}`;
    star.setAttribute('aria-checked', String(value === rating));
    star.tabIndex = value === (rating || 1) ? 0 : -1;
    star.textContent = labels[value - 1] ?? String(value);
    group.append(star);
  }
  stars.append(group);
  stars.classList.toggle('selected', rating > 0);
  select.before(stars);
  select.style.display = 'none';
  return undo;
}
