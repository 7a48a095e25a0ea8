import { pageLanguage } from '../../src/services/page-language.ts';

const TEXTS = {
  en: {
    previous: 'Previous slide',
    next: 'Next slide',
    slides: 'Slides',
    slide: (n: number) => `Slide ${n}`,
    position: (name: string, n: number, total: number, title: string) => `${name ? `${name}: ` : ''}slide ${n} of ${total}${title ? `, ${title}` : ''}`,
    carousel: 'Slider',
    close: 'Close',
    pause: 'Pause the slides',
    play: 'Play the slides',
    apiFailed: (name: string) => `The ${name} video could not be loaded.`,
  },
  ru: {
    previous: 'Предыдущий слайд',
    next: 'Следующий слайд',
    slides: 'Слайды',
    slide: (n: number) => `Слайд ${n}`,
    position: (name: string, n: number, total: number, title: string) => `${name ? `${name}: ` : ''}слайд ${n} из ${total}${title ? `, ${title}` : ''}`,
    carousel: 'Слайдер',
    close: 'Закрыть',
    pause: 'Остановить слайды',
    play: 'Запустить слайды',
    apiFailed: (name: string) => `Не удалось загрузить видео ${name}.`,
  },
};

export type SliderTexts = (typeof TEXTS)['en'];

export const textsFor = (doc: Document): SliderTexts => TEXTS[pageLanguage(doc)];
