import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { DEFAULTS, parseSliderOptions } from './options.ts';
import { lookupTransition } from './server-calls.ts';
import { startSlider } from './slider.ts';
import { readSlides } from './slides.ts';

/**
 * The hero slider on Slider Revolution 6 markup (`<rs-module-wrap>` with its `<rs-module>` and
 * the options JSON). Not React: it drives the server's own nodes, and on unmount or a failure
 * part-way puts the markup back exactly as printed.
 */
const heroSlider: IslandModule = {
  mount(el, { name, doc }) {
    const module = el.querySelector<HTMLElement>(':scope > rs-module');
    if (!module) throw new IslandError('no <rs-module> inside the slider wrapper');
    const options = parseSliderOptions(el.querySelector('script[data-rs-options]')?.textContent ?? null);
    if (!options.ok) throw new IslandError(options.error);
    const slides = readSlides(module, { delay: options.props.delay, transitionDuration: DEFAULTS.transitionDuration });
    if (!slides.length) throw new IslandError('no <rs-slide> in the slider');
    const printed = el.innerHTML;
    let stop: () => void;
    try {
      stop = startSlider({ wrap: el, module, options: options.props, slides, doc, name, lookupTransition: (transition) => lookupTransition(doc, transition, name) });
    } catch (error) {
      el.innerHTML = printed;
      throw error;
    }
    // For the bench: when the first slide answers to the visitor.
    (doc.defaultView ?? window).performance.mark('hero-slider:interactive');
    return () => {
      stop();
      el.innerHTML = printed;
    };
  },
};

export default heroSlider;
