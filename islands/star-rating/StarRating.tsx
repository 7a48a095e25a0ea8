import { Fragment, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { rovingTarget } from '../../src/ui/roving-keys.ts';
import type { StarRatingProps } from './parse-props.ts';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review form's stars (single-product.js): a radio group of five links over the hidden
 * `select#rating`, whose value the form posts. (The required rating is checked by the
 * review-rating behaviour in the entry.)
 */
export function StarRating({ select, labels, labelledBy }: StarRatingProps) {
  const [rating, setRating] = useState(() => Number(select.value) || 0);
  // The star in the tab order: the chosen one, else the first (the focus itself moves at a key).
  const focusIndex = rating > 0 ? rating - 1 : 0;
  const group = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const display = select.style.display;
    select.style.display = 'none';
    return () => {
      select.style.display = display;
    };
  }, [select]);

  useLayoutEffect(() => {
    group.current?.parentElement?.classList.toggle('selected', rating > 0);
  }, [rating]);

  const choose = (value: number) => {
    setRating(value);
    select.value = String(value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      choose(index + 1);
      return;
    }
    // single-product.js's keys: an arrow chooses the next or previous star and stops at the ends.
    const target = rovingTarget(event.key, index, STARS.length, { ends: 'stop' });
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    // The focus moves at once, before the render: a second key (a held one, pressed again on the
    // focused star: src/runtime/hold-clicks.ts) goes on from there.
    group.current?.querySelectorAll<HTMLElement>('a')[target]?.focus();
    choose(target + 1);
  };

  return (
    <span role="radiogroup" aria-labelledby={labelledBy} ref={group}>
      {STARS.map((value, index) => {
        const checked = rating === value;
        // A space after each star, as in single-product.js's markup (and the entry's).
        return (
          <Fragment key={value}>
            <a
              role="radio"
              href="#"
              className={`star-${value}${checked ? ' active' : ''}`}
              aria-checked={checked}
              tabIndex={index === focusIndex ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                choose(value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {labels[index]}
            </a>{' '}
          </Fragment>
        );
      })}
    </span>
  );
}
