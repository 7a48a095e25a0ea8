import type { Language } from '../../src/services/page-language.ts';

/** The form's own messages, in the page's language (CF7's default texts where it has one). */
export const TEXTS: Record<Language, { invalid: string; network: string }> = {
  en: {
    invalid: 'One or more fields have an error. Please check and try again.',
    network: 'Your message could not be sent: the connection to the server failed. Everything you typed is still in the form; please try again.',
  },
  ru: {
    invalid: 'Одно или несколько полей содержат ошибочные данные. Пожалуйста, проверьте их и попробуйте ещё раз.',
    network: 'Не удалось отправить сообщение: нет связи с сервером. Всё, что вы ввели, осталось в форме; попробуйте ещё раз.',
  },
};
