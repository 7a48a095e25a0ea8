import { describe, expect, it } from 'vitest';
import { stopMedia } from './stop-media.ts';

describe('media stopped with a popup', () => {
  it.each<[string, string, string | null]>([
    ['a YouTube embed that played by itself: loaded again without autoplay', 'https://www.youtube.com/embed/x?autoplay=1&rel=0', 'https://www.youtube.com/embed/x?1=1&rel=0'],
    ['a Vimeo embed: loaded again as it is', 'https://player.vimeo.com/video/1', 'https://player.vimeo.com/video/1'],
    ['another frame (a map): left alone', 'https://maps.example/embed?autoplay=1', 'https://maps.example/embed?autoplay=1'],
  ])('%s', (_name, src, after) => {
    document.body.innerHTML = `<div class="pum"><iframe src="${src}"></iframe></div>`;
    stopMedia(document.querySelector('.pum')!);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(after);
  });

  it('a popup with pum-has-videos keeps its media playing', () => {
    document.body.innerHTML = '<div class="pum pum-has-videos"><iframe src="https://www.youtube.com/embed/x?autoplay=1"></iframe></div>';
    stopMedia(document.querySelector('.pum')!);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube.com/embed/x?autoplay=1');
  });
});
