import { expect, it } from 'vitest';
import { snapshotAttributes } from './snapshot-attributes.ts';

it('puts back changed attributes and removes the ones that were absent', () => {
  document.body.innerHTML = '<a id="a" class="x" href="#">a</a><span id="b"></span>';
  const a = document.getElementById('a')!;
  const b = document.getElementById('b')!;
  const restore = snapshotAttributes([a, b], ['class', 'role', 'style']);
  a.className = 'x active';
  a.setAttribute('role', 'tab');
  b.style.display = 'none';
  restore();
  expect(a.outerHTML).toBe('<a id="a" class="x" href="#">a</a>');
  expect(b.outerHTML).toBe('<span id="b"></span>');
});
