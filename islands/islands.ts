// Every island definition (most are React views; the counter and the classic cart are not). Only
// these small definitions are in the entry; each island's code is a chunk loaded when an element
// needs it.
export { default as productTabs } from './product-tabs/index.ts';
export { default as tabs } from './tabs/index.ts';
export { default as starRating } from './star-rating/index.ts';
export { default as counter } from './counter/index.ts';
export { default as contactForm } from './contact-form/index.ts';
export { default as popup } from './popup/index.ts';
export { default as carousel } from './carousel/index.ts';
export { default as relatedProducts } from './carousel/related-products.ts';
export { default as map } from './map/index.ts';
export { default as projectArchive } from './project-archive/index.ts';
export { default as projectMasonry } from './project-archive/project-masonry.ts';
export { default as miniCart } from './mini-cart/index.ts';
export { default as offCanvasMenu } from './off-canvas-menu/index.ts';
export { default as languageSwitcher } from './language-switcher/index.ts';
export { default as heroSlider } from './hero-slider/index.ts';
export { default as sliderModal } from './hero-slider/modal.ts';
export { default as variationForm } from './variation-form/index.ts';
export { default as productGallery } from './product-gallery/index.ts';
export { default as classicCart } from './classic-cart/index.ts';
