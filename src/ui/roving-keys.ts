/**
 * The index a roving-focus key moves to (WAI-ARIA tabs and radio groups): arrows wrap around,
 * Home and End jump to the ends. Returns null for keys the pattern does not use.
 */
export function rovingTarget(key: string, current: number, count: number, orientation: 'horizontal' | 'both' = 'both'): number | null {
  if (count <= 0) return null;
  const previous = orientation === 'both' ? ['ArrowLeft', 'ArrowUp'] : ['ArrowLeft'];
  const next = orientation === 'both' ? ['ArrowRight', 'ArrowDown'] : ['ArrowRight'];
  if (previous.includes(key)) return (current - 1 + count) % count;
  if (next.includes(key)) return (current + 1) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
