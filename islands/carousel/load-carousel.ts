/** The carousel's chunk, one import for both islands that mount it (one preload list in the entry, not two). */
export const loadCarousel = () => import('./Carousel.island.tsx');
