// Every island definition (most are React views; the counter and the classic cart are not). Only
// these small definitions are in the entry; each island's code is a chunk loaded when an element
// needs it.
import type { IslandDefinition } from '../src/runtime/define.ts';
import productTabs from './product-tabs/index.ts';
import tabs from './tabs/index.ts';
import starRating from './star-rating/index.ts';
import counter from './counter/index.ts';
import contactForm from './contact-form/index.ts';
import popup from './popup/index.ts';
import carousel from './carousel/index.ts';
import relatedProducts from './carousel/related-products.ts';
import map from './map/index.ts';
import projectArchive from './project-archive/index.ts';
import projectMasonry from './project-archive/project-masonry.ts';
import miniCart from './mini-cart/index.ts';
import offCanvasMenu from './off-canvas-menu/index.ts';
import languageSwitcher from './language-switcher/index.ts';
import heroSlider from './hero-slider/index.ts';
import sliderModal from './hero-slider/modal.ts';
import variationForm from './variation-form/index.ts';
import productGallery from './product-gallery/index.ts';
import classicCart from './classic-cart/index.ts';

// An array, not the module's namespace (see behaviours.ts).
export const ISLANDS: readonly IslandDefinition[] = [
  productTabs,
  tabs,
  starRating,
  counter,
  contactForm,
  popup,
  carousel,
  relatedProducts,
  map,
  projectArchive,
  projectMasonry,
  miniCart,
  offCanvasMenu,
  languageSwitcher,
  heroSlider,
  sliderModal,
  variationForm,
  productGallery,
  classicCart,
];
