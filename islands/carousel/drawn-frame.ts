/** The frame the related products' preparation draws (related-frame.ts), which the view takes over. */
export const FRAME = ':scope > .theme-carousel__frame';
