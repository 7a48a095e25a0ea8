import type { Language } from '../page-language.ts';

/** Default texts per page language: the spec's Russian ones, and WooCommerce's English ones. */
export function byLanguage<T>(lang: Language, texts: Record<Language, T>): T {
  return texts[lang];
}
