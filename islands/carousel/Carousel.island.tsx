import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { reactIsland } from '../../src/runtime/react-island.tsx';
import { Carousel } from './Carousel.tsx';
import { parseCarousel } from './parse-carousel.ts';
import { FRAME } from './drawn-frame.ts';

const island = reactIsland({
  parseProps: parseCarousel,
  Component: Carousel,
  // The root is a frame put where the track is: the track moves into its viewport, the
  // heading and anything else the server printed around the track stay where they are.
  container(el) {
    // The related products' frame, drawn by the entry at load: the view renders into it.
    const drawn = el.querySelector<HTMLElement>(FRAME);
    if (drawn) return { node: drawn, remove() {} };
    const track = el.querySelector<HTMLElement>(':scope > .theme-carousel__track, :scope > ul.products')!;
    const frame = el.ownerDocument.createElement('div');
    frame.className = 'theme-carousel__frame';
    track.before(frame);
    return { node: frame, remove: () => frame.remove() };
  },
});

const carousel: IslandModule = {
  mount(el, ctx) {
    const result = parseCarousel(el, ctx);
    if (!result.ok) throw new IslandError(result.error);
    // iscarousel off: the shortcode asked for a plain grid, which the server markup already is.
    if (!result.props.settings.enabled) {
      el.setAttribute('data-carousel-kind', 'grid');
      return () => el.removeAttribute('data-carousel-kind');
    }
    return island.mount(el, ctx);
  },
};

export default carousel;
