import type { Language } from '../../src/services/page-language.ts';

export const LABELS = {
  en: { loaded: (n: number) => (n === 1 ? '1 more project loaded' : `${n} more projects loaded`), shown: (n: number) => (n === 1 ? '1 project shown' : `${n} projects shown`) },
  ru: { loaded: (n: number) => `Загружено ещё проектов: ${n}`, shown: (n: number) => `Показано проектов: ${n}` },
} satisfies Record<Language, Record<string, (n: number) => string>>;
