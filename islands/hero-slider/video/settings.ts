import { flag, num, parseParams } from '../params.ts';

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'html5'; media: 'video' | 'audio'; sources: Array<{ src: string; type: string }> };

/**
 * What a slider media element is: a video or audio layer (`<rs-layer data-type="video|audio">`),
 * or a slide's background video (`<rs-bgvideo>`, under the layers, covering the slide).
 */
export type MediaKind = 'video' | 'audio' | 'background';

/** A video or audio layer's settings, or a background video's (`data-video`). */
export interface VideoSettings {
  source: VideoSource;
  poster: string | null;
  /** Seconds. */
  start: number;
  /** Seconds; 0 = to the end. */
  end: number;
  /** 0–100. */
  volume: number;
  loop: boolean;
  autoplay: boolean;
  controls: boolean;
  /** width / height. */
  aspect: number;
  /** The slide timer stops while the video plays. */
  pauseTimer: boolean;
  /** Next slide when the video ends. */
  nextSlideAtEnd: boolean;
}

function aspect(value: string | undefined): number {
  const match = /^(\d+(?:\.\d+)?)[:/](\d+(?:\.\d+)?)$/.exec(value ?? '');
  const ratio = match ? Number(match[1]) / Number(match[2]) : 0;
  return Number.isFinite(ratio) && ratio > 0 ? ratio : 16 / 9;
}

/**
 * RS 6's video parameter string. `l` is none|loop|loopandnoslidestop; the timer pauses while the
 * video plays unless "loop, slide does not stop"; next-slide-at-end turns looping off. A
 * background video plays on its own and shows no controls unless it says otherwise (`ap`, `vc`);
 * `sources` are the ones RS 6 prints as attributes of `<rs-bgvideo>` (see mediaSettings).
 * Returns a message for a layer that names no source.
 */
export function parseVideoSettings(text: string | null, kind: MediaKind, sources: ReadonlyMap<string, string> = new Map()): VideoSettings | string {
  const p = new Map([...parseParams(text), ...sources]);
  const type = kind === 'audio' ? 'audio' : 'video';
  const background = kind === 'background';
  const loopMode = (p.get('l') ?? 'none').toLowerCase();
  // RS 6 defaults next-slide-at-end on: markup that leaves `nse` out moves on when the clip ends
  // (and so does not loop); only `nse:f` keeps the slide.
  const nextSlideAtEnd = flag(p.get('nse'), true);
  let source: VideoSource;
  const ytid = p.get('ytid');
  const vimeoid = p.get('vimeoid');
  if (type === 'video' && ytid) source = { kind: 'youtube', id: ytid };
  else if (type === 'video' && vimeoid) source = { kind: 'vimeo', id: vimeoid };
  else {
    const formats = type === 'audio' ? [['mp3', 'audio/mpeg'], ['ogg', 'audio/ogg'], ['wav', 'audio/wav']] : [['webm', 'video/webm'], ['mp4', 'video/mp4'], ['ogv', 'video/ogg']];
    const sources = formats.flatMap(([key, mime]) => (p.get(key!) ? [{ src: p.get(key!)!, type: mime! }] : []));
    if (!sources.length) return background ? 'a background video names no source (ytid, vimeoid, mp4, webm or ogv)' : `a ${type} layer names no source (${type === 'audio' ? 'mp3, ogg or wav' : 'ytid, vimeoid, mp4, webm or ogv'})`;
    source = { kind: 'html5', media: type, sources };
  }
  return {
    source,
    poster: p.get('poster') || null,
    start: Math.max(0, num(p.get('sta'), 0)),
    end: Math.max(0, num(p.get('end'), 0)),
    volume: Math.min(100, Math.max(0, num(p.get('vol'), 75))),
    loop: !nextSlideAtEnd && (loopMode === 'loop' || loopMode === 'loopandnoslidestop' || loopMode === 't' || loopMode === 'true'),
    autoplay: flag(p.get('ap'), background),
    // RS 6 prints `vc:none` for no controls (a background's own markup does).
    controls: p.get('vc') === 'none' ? false : flag(p.get('vc'), !background),
    aspect: aspect(p.get('ar')),
    pauseTimer: flag(p.get('ptimer'), loopMode !== 'loopandnoslidestop'),
    nextSlideAtEnd,
  };
}

/** RS 6 prints a background video's sources beside its settings: `<rs-bgvideo data-video="…" data-mp4="…" data-ytid="…">`. */
const SOURCE_ATTRIBUTES = ['ytid', 'vimeoid', 'mp4', 'webm', 'ogv'] as const;

/** The settings of a slider media element, a layer or a slide's `<rs-bgvideo>`, as printed. */
export function mediaSettings(el: Element): VideoSettings | string {
  if (el.localName !== 'rs-bgvideo') return parseVideoSettings(el.getAttribute('data-video'), el.getAttribute('data-type') === 'audio' ? 'audio' : 'video');
  const sources = SOURCE_ATTRIBUTES.flatMap((key) => {
    const value = el.getAttribute(`data-${key}`);
    return value ? [[key, value] as const] : [];
  });
  return parseVideoSettings(el.getAttribute('data-video'), 'background', new Map(sources));
}
