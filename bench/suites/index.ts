// Every bench suite; bench/run.ts lists them in report order. Add one line here and one there per new suite.
export { sizesSuite } from './sizes.ts';
export { pagesSuite } from './pages.ts';
export { formsPopupsSuite } from './forms-popups.ts';
export { widgetsSuite } from './widgets.ts';
export { cartSuite } from './cart.ts';
export { sliderSuite } from './slider.ts';
export { variationSuite } from './variation.ts';
export { wordpressSuite } from './wordpress.ts';
