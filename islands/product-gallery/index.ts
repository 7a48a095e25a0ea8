import { defineIsland } from '../../src/runtime/define.ts';
import { productPreparation } from '../product-preparation.ts';

export default defineIsland({
  name: 'product-gallery',
  stock: '.woocommerce-product-gallery',
  // The frame (first slide, thumbnails, trigger) is drawn at load, before React (its preparation); React and embla
  // arrive at the first touch (a hover on a desktop), and the click that woke them is held and
  // made then (a thumbnail slides, the trigger opens the viewer).
  when: 'interaction',
  // Only the slides (their swipe, the hover zoom, an image's click) and the thumbnails need the
  // view. The magnifier trigger's click is the preparation's answer (the viewer), so touching it alone
  // does not bring React: on a phone, a tap on the trigger woke the island too, and React's
  // evaluation ran ahead of the viewer's. (The slides' wrapper is the server's; a theme's own
  // markup without it wakes at any touch.)
  wakes: '.woocommerce-product-gallery__wrapper, .flex-control-thumbs',
  // The variation form slides the gallery to a variation's thumbnail: sent before the mount, it
  // wakes the gallery and is sent again once it listens. (Its "back to the first slide" needs
  // nothing before the mount: the frame shows the first slide.)
  events: ['flexslider-click'],
  // The trigger or an image clicked before then opens the viewer at once, before the view.
  preparation: productPreparation('productGallery'),
  // (The viewer's chunk, PhotoSwipe, is fetched by the prepared frame when the visitor comes to
  // the gallery, before this wakes.)
  load: () => import('./ProductGallery.island.tsx'),
});
