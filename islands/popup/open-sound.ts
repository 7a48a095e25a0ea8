import type { PopupSettings } from './settings.ts';

/**
 * A popup's opening sound (`open_sound`: a file of Popup Maker's sounds folder, or `custom` with
 * `custom_sound`), loaded when the popup is set up so that it can play the moment the popup has
 * opened; let go when `signal` aborts. Returns how to play it, or null when there is none. A
 * sound that cannot load or play is a warning, never an error: the popup works without it.
 */
export function openSound(settings: PopupSettings, soundsUrl: string, win: Window, warn: (message: string) => void, signal: AbortSignal): (() => void) | null {
  if (!settings.open_sound || settings.open_sound === 'none') return null;
  const src = settings.open_sound === 'custom' ? settings.custom_sound : `${soundsUrl}${settings.open_sound}`;
  if (!src) {
    warn('open_sound is custom but custom_sound is empty; no sound');
    return null;
  }
  const audio = win.document.createElement('audio');
  let failed = false;
  audio.addEventListener(
    'error',
    () => {
      failed = true;
      warn(`the opening sound ${src} could not be loaded`);
    },
    { signal },
  );
  audio.preload = 'auto';
  audio.src = src;
  signal.addEventListener(
    'abort',
    () => {
      audio.pause();
      audio.removeAttribute('src');
    },
    { once: true },
  );
  // Popup Maker skips a sound still loading; playing it as soon as it can is what a visitor expects.
  return () => {
    if (!failed) audio.play().catch((reason: unknown) => warn(`the opening sound did not play: ${reason instanceof Error ? reason.message : String(reason)}`));
  };
}
