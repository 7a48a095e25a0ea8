import type { SlideClock } from '../slide-clock.ts';
import { html5Player } from './html5.ts';
import type { Player, PlayerInput, VideoState } from './player.ts';
import type { VideoSettings } from './settings.ts';
import { vimeoPlayer } from './vimeo.ts';
import { youtubePlayer } from './youtube.ts';

export const VIDEO_STATE = 'data-rs-video-state';

export interface VideoLayerContext {
  clock: SlideClock;
  youtubeApi: string;
  vimeoApi: string;
  /** Seconds an API may take before the notice. */
  wait: number;
  next(): void;
  /** A video API did not load in time: the red notice and the logged error. */
  apiFailed(name: 'YouTube' | 'Vimeo', url: string): void;
  /** The slide this layer is on is the current one. */
  current(): boolean;
}

export interface VideoLayer {
  /** Its slide came in: create the player if needed, autoplay. */
  show(): void;
  /** Its slide went out: pause. */
  hide(): void;
  destroy(): void;
}

/**
 * One video or audio layer, or a slide's background video: its player is created the first time
 * its slide shows (so the YouTube or Vimeo script loads only then), its state is kept on the
 * element, the slide clock is held while it plays (when the pause-timer setting is on) and
 * released on pause or end, and the next slide follows its end when the layer asks for that.
 */
export function createVideoLayer(el: HTMLElement, settings: VideoSettings, ctx: VideoLayerContext): VideoLayer {
  const hold = `video:${Math.random().toString(36).slice(2)}`;
  // The video's aspect (`ar`, 16:9 by default) sizes a layer printed without a height, and a
  // background's player iframe that covers its slide (slider.css).
  const printedStyle = el.getAttribute('style');
  // The printed poster image, replaced by the player and put back when the slider goes.
  const poster = el.querySelector(':scope > img');
  el.style.setProperty('--rs-video-ar', String(settings.aspect));
  let player: Player | null = null;
  let creating: Promise<void> | null = null;
  let destroyed = false;
  let visible = false;

  const setState = (state: VideoState) => {
    el.setAttribute(VIDEO_STATE, state);
    if (state === 'playing' && settings.pauseTimer && ctx.current()) ctx.clock.hold(hold);
    else if (state !== 'playing') ctx.clock.release(hold);
    if (state === 'ended' && settings.nextSlideAtEnd && ctx.current()) ctx.next();
  };

  const input: PlayerInput = { host: el, settings, onState: (state) => !destroyed && setState(state) };

  function create(): Promise<void> {
    const kind = settings.source.kind;
    const made = kind === 'html5' ? Promise.resolve(html5Player(input)) : kind === 'youtube' ? youtubePlayer(input, ctx.youtubeApi) : vimeoPlayer(input, ctx.vimeoApi);
    let timedOut = false;
    const win = el.ownerDocument.defaultView ?? window;
    const timer = kind === 'html5' ? undefined : win.setTimeout(() => {
      timedOut = true;
      ctx.apiFailed(kind === 'youtube' ? 'YouTube' : 'Vimeo', kind === 'youtube' ? ctx.youtubeApi : ctx.vimeoApi);
    }, ctx.wait * 1000);
    return made.then(
      (made) => {
        win.clearTimeout(timer);
        if (destroyed) return made.destroy();
        player = made;
        poster?.remove();
        el.setAttribute(VIDEO_STATE, 'created');
        if (visible && settings.autoplay) made.play();
      },
      () => {
        win.clearTimeout(timer);
        if (!timedOut && !destroyed) ctx.apiFailed(kind === 'youtube' ? 'YouTube' : 'Vimeo', kind === 'youtube' ? ctx.youtubeApi : ctx.vimeoApi);
      },
    );
  }

  return {
    show() {
      visible = true;
      if (!creating) creating = create();
      else if (player && settings.autoplay) player.play();
    },
    hide() {
      visible = false;
      player?.pause();
      ctx.clock.release(hold);
    },
    destroy() {
      destroyed = true;
      ctx.clock.release(hold);
      player?.destroy();
      el.removeAttribute(VIDEO_STATE);
      if (poster && !poster.isConnected) el.prepend(poster);
      if (printedStyle === null) el.removeAttribute('style');
      else el.setAttribute('style', printedStyle);
    },
  };
}
