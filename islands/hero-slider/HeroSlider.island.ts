import { IslandError, type IslandModule } from '../../src/runtime/define.ts';
import { DEFAULTS, parseSliderOptions, sliderOptions, type SliderOptions } from './options.ts';
import type { ParseResult } from '../../src/runtime/parse-result.ts';
import { findInitLiteral, readInitLiteral } from './rs6-init.ts';
import { lookupTransition } from './server-calls.ts';
import { startSlider } from './slider.ts';
import { readSlides } from './slides.ts';

/**
 * The options: our JSON when the theme prints it (`<script type="application/json"
 * data-rs-options>`, an override), else the init options Slider Revolution 6 prints in an inline
 * script of the page for this module.
 */
async function optionsOf(el: HTMLElement, module: HTMLElement, doc: Document): Promise<ParseResult<SliderOptions>> {
  const json = el.querySelector('script[data-rs-options]');
  const literal = json || !module.id ? null : findInitLiteral(doc, module.id);
  if (!literal) return parseSliderOptions(json?.textContent ?? null);
  let raw: unknown;
  try {
    raw = await readInitLiteral(literal);
  } catch (error) {
    throw new IslandError(`Slider Revolution's init options for #${module.id} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  return sliderOptions(raw);
}

/**
 * The hero slider on Slider Revolution 6 markup (`<rs-module-wrap>` with its `<rs-module>`, and
 * its options). Not React: it drives the server's own nodes, and on unmount or a failure
 * part-way puts the markup back exactly as printed.
 */
const heroSlider: IslandModule = {
  async mount(el, { name, doc }) {
    const module = el.querySelector<HTMLElement>(':scope > rs-module');
    if (!module) throw new IslandError('no <rs-module> inside the slider wrapper');
    const options = await optionsOf(el, module, doc);
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
