import type { VideoSettings } from './settings.ts';

/** The states a video layer goes through (spec section 4). */
export type VideoState = 'created' | 'playing' | 'paused' | 'ended';

/** What the slider needs of any player (HTML5, YouTube, Vimeo). */
export interface Player {
  play(): void;
  pause(): void;
  destroy(): void;
}

export interface PlayerInput {
  host: HTMLElement;
  settings: VideoSettings;
  onState(state: Exclude<VideoState, 'created'>): void;
}
