import { playerSlot } from './load-api.ts';
import type { Player, PlayerInput } from './player.ts';

/** The part of the YouTube IFrame Player API the slider uses. */
interface YTPlayer {
  playVideo(): void;
  pauseVideo(): void;
  setVolume(volume: number): void;
  mute(): void;
  destroy(): void;
}
interface YTNamespace {
  Player: new (
    el: HTMLElement,
    options: {
      videoId: string;
      width: string;
      height: string;
      playerVars: Record<string, number>;
      events: { onReady(): void; onStateChange(event: { data: number }): void };
    },
  ) => YTPlayer;
}

const yt = (doc: Document) => (doc.defaultView as unknown as { YT?: Partial<YTNamespace> }).YT;

export async function youtubePlayer({ host, settings, onState }: PlayerInput, apiUrl: string): Promise<Player> {
  const doc = host.ownerDocument;
  const source = settings.source;
  if (source.kind !== 'youtube') throw new Error('not a YouTube source');
  const slot = await playerSlot(host, apiUrl, () => typeof yt(doc)?.Player === 'function');
  let ready = false;
  let wanted: 'play' | 'pause' | null = null;
  const player = new (yt(doc)!.Player!)(slot, {
    videoId: source.id,
    width: '100%',
    height: '100%',
    playerVars: {
      autoplay: 0,
      controls: settings.controls ? 1 : 0,
      loop: settings.loop ? 1 : 0,
      start: settings.start,
      ...(settings.end > 0 ? { end: settings.end } : {}),
      rel: 0,
      playsinline: 1,
    },
    events: {
      onReady() {
        ready = true;
        player.setVolume(settings.volume);
        if (settings.autoplay) player.mute();
        if (wanted === 'play') player.playVideo();
      },
      // YT.PlayerState: ENDED 0, PLAYING 1, PAUSED 2.
      onStateChange({ data }) {
        if (data === 1) onState('playing');
        else if (data === 2) onState('paused');
        else if (data === 0) onState('ended');
      },
    },
  });
  return {
    play() {
      wanted = 'play';
      if (ready) player.playVideo();
    },
    pause() {
      wanted = 'pause';
      if (ready) player.pauseVideo();
    },
    destroy() {
      player.destroy();
      host.querySelector('.rs-video-player')?.remove();
    },
  };
}
