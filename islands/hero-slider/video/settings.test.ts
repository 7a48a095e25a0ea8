import { describe, expect, it } from 'vitest';
import { mediaSettings, parseVideoSettings } from './settings.ts';

describe('parseVideoSettings (RS 6 data-video)', () => {
  it('has the spec defaults: volume 75, 16:9, timer paused while playing, next slide at the end (RS 6)', () => {
    expect(parseVideoSettings('ytid:abc', 'video')).toEqual({
      source: { kind: 'youtube', id: 'abc' },
      poster: null,
      start: 0,
      end: 0,
      volume: 75,
      loop: false,
      autoplay: false,
      controls: true,
      aspect: 16 / 9,
      pauseTimer: true,
      nextSlideAtEnd: true,
    });
  });
  it('reads every setting', () => {
    const settings = parseVideoSettings('vimeoid:42;poster:/p.jpg;sta:5;end:20;vol:30;l:loop;ap:t;vc:f;ar:4:3;ptimer:f;nse:f', 'video');
    expect(settings).toMatchObject({ source: { kind: 'vimeo', id: '42' }, poster: '/p.jpg', start: 5, end: 20, volume: 30, loop: true, autoplay: true, controls: false, aspect: 4 / 3, pauseTimer: false, nextSlideAtEnd: false });
  });
  it('lists HTML5 sources in the order browsers should try them', () => {
    expect(parseVideoSettings('mp4:/a.mp4;webm:/a.webm;ogv:/a.ogv', 'video')).toMatchObject({
      source: { kind: 'html5', media: 'video', sources: [{ src: '/a.webm', type: 'video/webm' }, { src: '/a.mp4', type: 'video/mp4' }, { src: '/a.ogv', type: 'video/ogg' }] },
    });
    expect(parseVideoSettings('mp3:/a.mp3', 'audio')).toMatchObject({ source: { kind: 'html5', media: 'audio' } });
  });
  it('"loop, slide does not stop" keeps the timer running; next-slide-at-end turns looping off', () => {
    expect(parseVideoSettings('ytid:a;l:loopandnoslidestop;nse:f', 'video')).toMatchObject({ loop: true, pauseTimer: false });
    expect(parseVideoSettings('ytid:a;l:loop;nse:t', 'video')).toMatchObject({ loop: false, nextSlideAtEnd: true });
  });

  // RS 6: nse defaults to true, so only `nse:f` (or off/false) stays on the slide.
  it.each([
    ['webm:/a.webm', true, false],
    ['webm:/a.webm;nse:t', true, false],
    ['webm:/a.webm;nse:f', false, false],
    ['webm:/a.webm;nse:off', false, false],
    ['webm:/a.webm;nse:', true, false],
    ['webm:/a.webm;nse:maybe', true, false],
    ['webm:/a.webm;l:loop', true, false],
    ['webm:/a.webm;l:loop;nse:f', false, true],
  ] as const)('%s → next slide at end %s, loop %s', (text, nextSlideAtEnd, loop) => {
    expect(parseVideoSettings(text, 'video')).toMatchObject({ nextSlideAtEnd, loop });
  });
  it('clamps the volume and falls back to 16:9 for a bad ratio', () => {
    expect(parseVideoSettings('ytid:a;vol:250;ar:wide', 'video')).toMatchObject({ volume: 100, aspect: 16 / 9 });
  });
  it('says so when a layer names no source', () => {
    expect(parseVideoSettings('ap:t', 'video')).toMatch(/names no source/);
    expect(parseVideoSettings('ytid:abc', 'audio')).toMatch(/audio layer names no source/);
  });
});

describe('a slide\'s background video (RS 6 <rs-bgvideo>)', () => {
  const bgvideo = (attributes: string) => {
    const host = document.createElement('div');
    host.innerHTML = `<rs-bgvideo ${attributes}></rs-bgvideo>`;
    return host.firstElementChild!;
  };
  it('reads its sources from their own attributes, beside the settings in data-video', () => {
    expect(mediaSettings(bgvideo('data-video="w:100%;h:100%;nse:false;l:true;ptimer:false;vfc:true;" data-mp4="/b.mp4" data-webm="/b.webm"'))).toMatchObject({
      source: { kind: 'html5', media: 'video', sources: [{ src: '/b.webm', type: 'video/webm' }, { src: '/b.mp4', type: 'video/mp4' }] },
      loop: true,
      pauseTimer: false,
      nextSlideAtEnd: false,
    });
    expect(mediaSettings(bgvideo('data-video="vc:none;w:100%;h:100%;nse:false;l:true;ptimer:false;" data-ytid="abc"'))).toMatchObject({ source: { kind: 'youtube', id: 'abc' }, controls: false });
    expect(mediaSettings(bgvideo('data-video="nse:false" data-vimeoid="42"'))).toMatchObject({ source: { kind: 'vimeo', id: '42' } });
  });
  it('plays on its own, without controls, unless it says otherwise; a layer keeps its own defaults', () => {
    expect(parseVideoSettings('webm:/b.webm', 'background')).toMatchObject({ autoplay: true, controls: false, volume: 75, aspect: 16 / 9 });
    expect(parseVideoSettings('webm:/b.webm;ap:f;vc:t', 'background')).toMatchObject({ autoplay: false, controls: true });
    expect(parseVideoSettings('webm:/b.webm;vc:none', 'video')).toMatchObject({ autoplay: false, controls: false });
  });
  it('says so when it names no source', () => {
    expect(mediaSettings(bgvideo('data-video="l:true"'))).toBe('a background video names no source (ytid, vimeoid, mp4, webm or ogv)');
  });
  it('a layer is read from data-video and its data-type', () => {
    const host = document.createElement('div');
    host.innerHTML = '<rs-layer data-type="audio" data-video="wav:/a.wav;vol:60"></rs-layer>';
    expect(mediaSettings(host.firstElementChild!)).toMatchObject({ source: { kind: 'html5', media: 'audio' }, volume: 60 });
  });
});
