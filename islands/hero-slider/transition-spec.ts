import { num, parseParams } from './params.ts';

export type TransitionKind = 'fade' | 'slide' | 'grid';

export interface TransitionSpec {
  /** The name the slide asked for (`t:`), for the state attribute and the server table. */
  name: string;
  kind: TransitionKind | null;
  /** ms */
  duration: number;
  /** Grid size (cells per side) or 'random' (1 to 10). */
  slots: number | 'random';
}

/** The built-in names; anything else is looked up in the server's transitions table. */
const KINDS: Record<string, TransitionKind> = {
  fade: 'fade',
  fadethroughdark: 'fade',
  crossfade: 'fade',
  notransition: 'fade',
  slideleft: 'slide',
  slideright: 'slide',
  slidehorizontal: 'slide',
  slideoverhorizontal: 'slide',
  boxfade: 'grid',
  boxslide: 'grid',
  slotfade: 'grid',
};

export const GRID_FILTER_LIMIT = 200;

/** `data-anim="ms:1000;t:boxfade;sl:7"` on an `<rs-slide>`. */
export function parseTransition(text: string | null, defaultDuration: number): TransitionSpec {
  const p = parseParams(text);
  const name = (p.get('t') ?? 'fade').toLowerCase();
  const sl = p.get('sl');
  return {
    name,
    kind: KINDS[name] ?? null,
    duration: Math.max(0, num(p.get('ms'), defaultDuration)),
    slots: sl === undefined || sl === 'random' || sl === 'default' ? 'random' : Math.max(1, Math.round(num(sl, 1))),
  };
}

/**
 * Columns and rows of a grid transition: `slots` cells across and as many rows as keep the
 * cells about square; 'random' picks 1 to 10 like RS. Above 200 cells the blur filter costs
 * too much, so it is dropped.
 */
export function gridOf(slots: number | 'random', width: number, height: number, random: () => number = Math.random): { cols: number; rows: number; filter: boolean } {
  const cols = slots === 'random' ? 1 + Math.floor(random() * 10) : slots;
  const rows = Math.max(1, Math.round((cols * height) / Math.max(1, width)));
  return { cols, rows, filter: cols * rows <= GRID_FILTER_LIMIT };
}
