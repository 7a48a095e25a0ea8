import type { Player, PlayerInput } from './player.ts';

/**
 * An HTML5 video or audio layer. Autoplaying media starts muted (browsers block sound without a
 * gesture); the controls let the visitor unmute. Start and end times are kept by seeking.
 */
export function html5Player({ host, settings, onState }: PlayerInput): Player {
  const source = settings.source;
  if (source.kind !== 'html5') throw new Error('not an HTML5 source');
  const doc = host.ownerDocument;
  const media = doc.createElement(source.media);
  for (const { src, type } of source.sources) {
    const el = doc.createElement('source');
    el.src = src;
    el.type = type;
    media.append(el);
  }
  media.preload = 'metadata';
  media.controls = settings.controls;
  media.loop = settings.loop && settings.end === 0;
  media.volume = settings.volume / 100;
  media.muted = settings.autoplay;
  if (media instanceof HTMLVideoElement) {
    media.playsInline = true;
    if (settings.poster) media.poster = settings.poster;
  }
  media.className = 'rs-video-player';
  const seekToStart = () => {
    if (settings.start > 0) media.currentTime = settings.start;
  };
  const onTime = () => {
    if (settings.end > 0 && media.currentTime >= settings.end) {
      if (settings.loop) seekToStart();
      else {
        media.pause();
        onState('ended');
      }
    }
  };
  const onPlay = () => onState('playing');
  const onPause = () => {
    if (!media.ended && !(settings.end > 0 && media.currentTime >= settings.end)) onState('paused');
  };
  const onEnded = () => onState('ended');
  media.addEventListener('loadedmetadata', seekToStart, { once: true });
  media.addEventListener('timeupdate', onTime);
  media.addEventListener('playing', onPlay);
  media.addEventListener('pause', onPause);
  media.addEventListener('ended', onEnded);
  host.append(media);
  return {
    play() {
      media.play().catch(() => onState('paused'));
    },
    pause() {
      media.pause();
    },
    destroy() {
      media.pause();
      media.remove();
    },
  };
}
