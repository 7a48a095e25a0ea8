import type { Language } from '../../src/services/page-language.ts';

/** The carousel's own words (the controls have no server markup to take them from). */
export const LABELS = {
  en: {
    carousel: 'Carousel',
    prev: 'Previous slide',
    next: 'Next slide',
    dots: 'Choose slide',
    goTo: (n: number) => `Go to slide ${n}`,
    slide: (n: number, of: number) => `${n} of ${of}`,
  },
  ru: {
    carousel: 'Карусель',
    prev: 'Предыдущий слайд',
    next: 'Следующий слайд',
    dots: 'Выбор слайда',
    goTo: (n: number) => `Перейти к слайду ${n}`,
    slide: (n: number, of: number) => `${n} из ${of}`,
  },
} satisfies Record<Language, Record<string, unknown>>;
