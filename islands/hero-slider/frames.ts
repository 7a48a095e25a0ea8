import { num, parseParams } from './params.ts';

/** The transform and opacity a layer has at a frame's edge (its natural state is all zeros and 1). */
export interface LayerPose {
  x: number;
  y: number;
  opacity: number;
  scaleX: number;
  scaleY: number;
  rotate: number;
}

export interface LayerFrame {
  pose: LayerPose;
  /** ms after the slide starts; `wait` = timed to end with the slide (RS `st:w`). */
  start: number | 'wait';
  /** Duration, ms. */
  speed: number;
  easing: string;
}

/** GSAP's default tween duration (0.5 s), which Slider Revolution's layers without `sp` get. */
export const LAYER_DEFAULT_SPEED = 500;

export const NATURAL: LayerPose = { x: 0, y: 0, opacity: 1, scaleX: 1, scaleY: 1, rotate: 0 };

/** GSAP easing names (what RS prints) as CSS timing functions; the WAAPI needs no library. */
const EASINGS: Record<string, string> = {
  linear: 'linear',
  none: 'linear',
  'power0.in': 'linear',
  'power0.out': 'linear',
  'power0.inout': 'linear',
  'power1.in': 'cubic-bezier(0.55, 0.085, 0.68, 0.53)',
  'power1.out': 'cubic-bezier(0.25, 0.46, 0.45, 0.94)',
  'power1.inout': 'cubic-bezier(0.455, 0.03, 0.515, 0.955)',
  'power2.in': 'cubic-bezier(0.55, 0.055, 0.675, 0.19)',
  'power2.out': 'cubic-bezier(0.215, 0.61, 0.355, 1)',
  'power2.inout': 'cubic-bezier(0.645, 0.045, 0.355, 1)',
  'power3.in': 'cubic-bezier(0.895, 0.03, 0.685, 0.22)',
  'power3.out': 'cubic-bezier(0.165, 0.84, 0.44, 1)',
  'power3.inout': 'cubic-bezier(0.77, 0, 0.175, 1)',
  'power4.in': 'cubic-bezier(0.755, 0.05, 0.855, 0.06)',
  'power4.out': 'cubic-bezier(0.23, 1, 0.32, 1)',
  'power4.inout': 'cubic-bezier(0.86, 0, 0.07, 1)',
  'sine.in': 'cubic-bezier(0.47, 0, 0.745, 0.715)',
  'sine.out': 'cubic-bezier(0.39, 0.575, 0.565, 1)',
  'sine.inout': 'cubic-bezier(0.445, 0.05, 0.55, 0.95)',
  'back.in': 'cubic-bezier(0.6, -0.28, 0.735, 0.045)',
  'back.out': 'cubic-bezier(0.175, 0.885, 0.32, 1.275)',
  'back.inout': 'cubic-bezier(0.68, -0.55, 0.265, 1.55)',
  'expo.out': 'cubic-bezier(0.19, 1, 0.22, 1)',
  'expo.in': 'cubic-bezier(0.95, 0.05, 0.795, 0.035)',
};

export const DEFAULT_EASING = EASINGS['power3.inout']!;

export function cssEasing(name: string | undefined): string {
  if (!name) return DEFAULT_EASING;
  const key = name.toLowerCase().replace(/^(power\d|sine|back|expo)\.?ease/, '$1.').replace(/\.{2,}/g, '.');
  return EASINGS[key] ?? DEFAULT_EASING;
}

function pose(params: Map<string, string>, base: LayerPose): LayerPose {
  const scale = params.get('s');
  return {
    x: num(params.get('x'), base.x),
    y: num(params.get('y'), base.y),
    opacity: Math.min(1, Math.max(0, num(params.get('o'), base.opacity))),
    scaleX: num(params.get('sX') ?? scale, base.scaleX),
    scaleY: num(params.get('sY') ?? scale, base.scaleY),
    rotate: num(params.get('rZ'), base.rotate),
  };
}

/**
 * One frame attribute. frame_0 is where the entrance starts from; frame_1 is the entrance (its
 * pose is the natural one unless it says otherwise); frame_999 is the exit (to its pose).
 */
export function parseFrame(text: string | null, kind: 'from' | 'in' | 'out'): LayerFrame | null {
  if (text === null) return null;
  const params = parseParams(text);
  const st = params.get('st');
  const start = kind === 'out' && (st === undefined || st === 'w' || st === 'wait') ? 'wait' : Math.max(0, num(st, 0));
  return {
    pose: pose(params, NATURAL),
    start,
    // Without its own `sp`, the animation library's default duration: 0.5 s (spec 9).
    speed: Math.max(0, num(params.get('sp'), LAYER_DEFAULT_SPEED)),
    easing: cssEasing(params.get('e')),
  };
}

export function poseToKeyframe(p: LayerPose): Keyframe {
  return {
    opacity: p.opacity,
    transform: `translate(${p.x}px, ${p.y}px) rotate(${p.rotate}deg) scale(${p.scaleX}, ${p.scaleY})`,
  };
}
