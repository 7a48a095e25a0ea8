/**
 * Media stops with the popup, as Popup Maker's `stopIframeVideosPlaying` does at `pumAfterClose`
 * (unless the popup has `pum-has-videos`, a theme's sign that it keeps them playing): a YouTube or
 * Vimeo embed is loaded again, without `autoplay=1` so it does not start again (its player has
 * no other way in from outside), and `<video>`s are paused.
 */
export function stopMedia(popup: Element): void {
  if (popup.classList.contains('pum-has-videos')) return;
  for (const iframe of popup.querySelectorAll('iframe')) {
    const src = iframe.getAttribute('src');
    if (src && /youtube|vimeo/.test(src)) iframe.setAttribute('src', src.replace('autoplay=1', '1=1'));
  }
  for (const video of popup.querySelectorAll('video')) video.pause();
}
