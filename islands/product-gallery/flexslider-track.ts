/**
 * Where flexslider leaves the slides' track at a slide, in px (its translate): the slide's index
 * times the slide's width, cut to a whole pixel toward zero (its `parseInt` of the position),
 * leftwards, or rightwards in a right-to-left gallery. The width is a fraction at most screen
 * sizes (a column of the page), so the cut decides on which pixel the image's edge lands.
 */
export function flexsliderTrack(index: number, width: number, rtl: boolean): number {
  const moved = Math.trunc(index * width);
  return moved === 0 ? 0 : rtl ? moved : -moved;
}

/**
 * What to add to embla's translate so that the track ends where flexslider's did. embla places it
 * by the slides' `offsetLeft`, which the browser rounds: past a half pixel it lands 1 px from
 * flexslider's, and the image a shopper sees with it.
 */
export function flexsliderNudge(index: number, width: number, rtl: boolean, emblaTranslate: number): number {
  const nudge = flexsliderTrack(index, width, rtl) - emblaTranslate;
  // Only the rounding: anything larger is a track embla placed on purpose (the last slides of a
  // gallery whose track is held at its end), which is not ours to move.
  return Math.abs(nudge) < 1.5 ? Math.round(nudge * 100) / 100 : 0;
}
