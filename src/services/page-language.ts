export type Language = 'ru' | 'en';

/** Russian pages live under /ru/ (WPML) and say so in `<html lang>`. */
export function pageLanguage(doc: Document = document): Language {
  const lang = doc.documentElement.lang.toLowerCase();
  if (lang.startsWith('ru')) return 'ru';
  if (lang) return 'en';
  return (doc.defaultView?.location.pathname ?? '').startsWith('/ru/') ? 'ru' : 'en';
}
