import { IslandError } from '../../src/runtime/define.ts';
import { parseStarRating } from './parse-props.ts';

/** Where the stars go: WooCommerce puts `p.stars` just before `select#rating`, and so do we. */
export function starsOf(select: HTMLElement): HTMLElement | null {
  const before = select.previousElementSibling;
  return before instanceof HTMLElement && before.matches('p.stars') ? before : null;
}

/**
 * single-product.js's start-up, before React: the select is hidden behind five star links (the
 * markup the StarRating view renders, unrated), so the form looks as it will; React arrives at
 * the first touch of the stars (a star clicked before then is chosen by `answerStarRating`).
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
  for (let value = 1; value <= 5; value++) {
    const star = doc.createElement('a');
    star.setAttribute('role', 'radio');
    star.href = '#';
    star.className = `star-${value}`;
    star.textContent = labels[value - 1] ?? String(value);
    // single-product.js's markup has white space after each link: a space between the stars.
    group.append(star, ' ');
  }
  stars.append(group);
  drawRating(stars, Number(select.value) || 0);
  select.before(stars);
  select.style.display = 'none';
  return undo;
}

/** The chosen rating on the drawn stars, as the StarRating view renders it (0: none chosen). */
function drawRating(stars: HTMLElement, rating: number): void {
  stars.querySelectorAll<HTMLElement>('a[class^="star-"]').forEach((star, index) => {
    const value = index + 1;
    star.classList.toggle('active', value === rating);
    star.setAttribute('aria-checked', String(value === rating));
    star.tabIndex = value === (rating || 1) ? 0 : -1;
  });
  stars.classList.toggle('selected', rating > 0);
}

/**
 * A star clicked before React arrived is chosen at once, as single-product.js does on the click:
 * the select takes its value and the stars show it; the view starts from the select's value.
 */
export function answerStarRating(el: HTMLElement, target: HTMLElement): boolean {
  const stars = el instanceof HTMLSelectElement ? starsOf(el) : null;
  const value = Number(/(?:^|\s)star-([1-5])(?:\s|$)/.exec(target.className)?.[1]);
  if (!stars || !stars.contains(target) || !value) return false;
  (el as HTMLSelectElement).value = String(value);
  drawRating(stars, value);
  target.focus();
  return true;
}
