import type PhotoSwipe from 'photoswipe';

/**
 * WooCommerce's lightbox is PhotoSwipe 4; ours is PhotoSwipe 5, which turns to the next image
 * only for a drag past half the width or a flick faster than 0.5 px/ms. PhotoSwipe 4 turns for
 * any drag over 30 px whose last moment went the same way, so on a phone a third of the width,
 * the finger stopped and lifted, is the next image on the classic page and a bounce back on
 * ours. This is PhotoSwipe 4's rule (its `_finishSwipeMainScrollGesture` and the samples its
 * `calculateSwipeSpeed` reads), and the viewer makes PhotoSwipe 5 follow it.
 */

/** PhotoSwipe 4's MIN_SWIPE_DISTANCE. */
const MIN_SWIPE_PX = 30;
/** The finger's position is sampled at most every this many ms (its `_pushPosPoint`, on `Date.now()`, as here). */
const SAMPLE_MS = 50;

/** One finger's horizontal drag, as PhotoSwipe 4 keeps it: where it began and its last three samples. */
export interface Ps4Drag {
  readonly startX: number;
  readonly samples: readonly number[];
  readonly sampledAt: number;
}

export function startDrag(x: number, t: number): Ps4Drag {
  return { startX: x, samples: [x], sampledAt: t };
}

export function sampleDrag(drag: Ps4Drag, x: number, t: number): Ps4Drag {
  if (t - drag.sampledAt <= SAMPLE_MS) return drag;
  return { ...drag, samples: [...drag.samples.slice(-2), x], sampledAt: t };
}

/**
 * Where a drag released at `x` goes: 1 the next image, -1 the previous one, 0 back. Over 30 px in
 * all, and its last flick (from the sample before the last) either under 10 px or over 20 px the
 * same way: a finger that stopped still turns the image, one that came back 20 px does not.
 */
export function releaseStep(drag: Ps4Drag, x: number): -1 | 0 | 1 {
  const flick = x - drag.samples[Math.max(0, drag.samples.length - 2)]!;
  const still = Math.abs(flick) < 10;
  const total = x - drag.startX;
  if (total > MIN_SWIPE_PX && (still || flick > 20)) return -1;
  if (total < -MIN_SWIPE_PX && (still || flick < -20)) return 1;
  return 0;
}

/**
 * PhotoSwipe 5 decides at the release of a drag that moved the images across; right after its
 * decision (a microtask later, before anything is drawn) the images are sent where PhotoSwipe 4
 * would have sent them, with PhotoSwipe 5's own spring. Drags of two fingers, up or down (the
 * swipe that closes), and within a zoomed image are left to it.
 */
export function followPhotoSwipe4Swipes(pswp: PhotoSwipe): void {
  const fingers = new Set<number>();
  let drag: Ps4Drag | null = null;
  pswp.on('pointerDown', ({ originalEvent: event }) => {
    fingers.add(event.pointerId);
    drag = fingers.size === 1 ? startDrag(event.clientX, Date.now()) : null;
  });
  pswp.on('pointerMove', ({ originalEvent: event }) => {
    if (drag) drag = sampleDrag(drag, event.clientX, Date.now());
  });
  pswp.on('pointerUp', ({ originalEvent: event }) => {
    fingers.delete(event.pointerId);
    const ended = drag;
    drag = null;
    if (!ended || fingers.size > 0 || event.type !== 'pointerup' || pswp.gestures.dragAxis !== 'x' || !pswp.mainScroll.isShifted()) return;
    const target = pswp.getLoopedIndex(pswp.potentialIndex + releaseStep(ended, event.clientX));
    queueMicrotask(() => {
      if (pswp.potentialIndex !== target) pswp.mainScroll.moveIndexBy(target - pswp.potentialIndex, true, pswp.gestures.velocity.x);
    });
  });
}
