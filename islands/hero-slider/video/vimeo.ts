import { playerSlot } from './load-api.ts';
import type { Player, PlayerInput } from './player.ts';

/** The part of the Vimeo Player SDK the slider uses. */
interface VimeoPlayer {
  on(event: 'play' | 'pause' | 'ended', handler: () => void): void;
  play(): Promise<void>;
  pause(): Promise<void>;
  setVolume(volume: number): Promise<number>;
  setCurrentTime(seconds: number): Promise<number>;
  destroy(): Promise<void>;
}
interface VimeoNamespace {
  Player: new (el: HTMLElement, options: { id: string; autoplay: boolean; loop: boolean; controls: boolean; muted: boolean; width?: number }) => VimeoPlayer;
}

const vimeo = (doc: Document) => (doc.defaultView as unknown as { Vimeo?: Partial<VimeoNamespace> }).Vimeo;
const quiet = (promise: Promise<unknown> | undefined) => void promise?.catch(() => {});

export async function vimeoPlayer({ host, settings, onState }: PlayerInput, apiUrl: string): Promise<Player> {
  const doc = host.ownerDocument;
  const source = settings.source;
  if (source.kind !== 'vimeo') throw new Error('not a Vimeo source');
  const slot = await playerSlot(host, apiUrl, () => typeof vimeo(doc)?.Player === 'function');
  const player = new (vimeo(doc)!.Player!)(slot, { id: source.id, autoplay: false, loop: settings.loop, controls: settings.controls, muted: settings.autoplay });
  player.on('play', () => onState('playing'));
  player.on('pause', () => onState('paused'));
  player.on('ended', () => onState('ended'));
  quiet(player.setVolume(settings.volume / 100));
  if (settings.start > 0) quiet(player.setCurrentTime(settings.start));
  return {
    play: () => quiet(player.play()),
    pause: () => quiet(player.pause()),
    destroy() {
      quiet(player.destroy());
      slot.remove();
    },
  };
}
