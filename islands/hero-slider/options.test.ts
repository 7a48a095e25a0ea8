import { describe, expect, it } from 'vitest';
import { DEFAULTS, gridAt, parseSliderOptions } from './options.ts';

describe('parseSliderOptions', () => {
  it('gives the spec defaults for an empty object', () => {
    const result = parseSliderOptions('{}');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.props).toMatchObject({
      delay: 9000,
      autoplay: true,
      gridwidth: [960, 960, 960, 960],
      gridheight: [500, 500, 500, 500],
      responsiveLevels: [2048, 1024, 778, 480],
      swipeThreshold: 75,
      videoWait: 5,
      youtubeApi: DEFAULTS.youtubeApi,
      vimeoApi: DEFAULTS.vimeoApi,
      keyboard: true,
      hoverStop: true,
      arrows: true,
      arrowsHideUnder: 0,
      bullets: true,
    });
  });

  it('reads RS 6 names and repeats the last grid size for the remaining levels', () => {
    const result = parseSliderOptions(
      JSON.stringify({ alias: 'hero', name: 'Hero', delay: 5000, gridwidth: [1240, 1024], gridheight: 600, navigation: { touch: { swipe_threshold: 40 }, arrows: { enable: false, hide_under: 778 } }, video: { youtubeApi: '/yt.js', wait: 2 } }),
    );
    expect(result.ok && result.props).toMatchObject({ alias: 'hero', name: 'Hero', delay: 5000, gridwidth: [1240, 1024, 1024, 1024], gridheight: [600, 600, 600, 600], swipeThreshold: 40, arrows: false, arrowsHideUnder: 778, youtubeApi: '/yt.js', videoWait: 2 });
  });

  it.each([
    [null, 'no <script data-rs-options>'],
    ['{"delay": 90', 'not valid JSON'],
    ['[1, 2]', 'must be a JSON object'],
    ['{"delay": "soon"}', 'option "delay" must be a positive number of ms, got "soon"'],
    ['{"delay": -1}', 'option "delay" must be a positive number'],
    ['{"gridwidth": [960, "x"]}', 'option "gridwidth"'],
    ['{"navigation": {"touch": {"touchenabled": "yes"}}}', 'option "navigation.touch.touchenabled" must be true or false'],
    ['{"video": {"youtubeApi": 5}}', 'option "video.youtubeApi" must be an http(s) URL'],
    ['{"video": {"vimeoApi": "data:text/javascript,alert(1)"}}', 'option "video.vimeoApi" must be an http(s) URL'],
    ['{"video": {"youtubeApi": "javascript:alert(1)"}}', 'option "video.youtubeApi" must be an http(s) URL'],
    ['{"video": {"youtubeApi": ""}}', 'option "video.youtubeApi" must be an http(s) URL'],
  ])('rejects %s with a message saying what is wrong', (text, message) => {
    const result = parseSliderOptions(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(message);
  });
});

describe('gridAt', () => {
  const options = { gridwidth: [1240, 1024, 778, 480], gridheight: [600, 500, 400, 300], responsiveLevels: [2048, 1024, 778, 480] };
  it.each([
    [2400, 0, 1240, 600, 1],
    [1440, 0, 1240, 600, 1],
    [1160, 0, 1240, 561, 1160 / 1240],
    [1000, 1, 1024, 488, 1000 / 1024],
    [778, 1, 1024, 380, 778 / 1024],
    [700, 2, 778, 360, 700 / 778],
    [375, 3, 480, 234, 375 / 480],
  ])('at %i px: level %i, grid %i wide, %i high', (width, level, gridWidth, height, scale) => {
    const grid = gridAt(width, options);
    expect(grid.level).toBe(level);
    expect(grid.width).toBe(gridWidth);
    expect(grid.height).toBe(height);
    expect(grid.scale).toBeCloseTo(scale, 5);
  });
});
