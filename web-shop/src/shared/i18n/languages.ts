export const supportedLanguages = ['en-CA', 'fr-CA'] as const;
export type Language = (typeof supportedLanguages)[number];

export const defaultLanguage: Language = 'en-CA';

const storageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/** The shopper's last explicit choice, else English: the shop does not guess from the browser. */
export function readStoredLanguage(storage: Storage = localStorage): Language {
  const stored = storage.getItem(storageKey);
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function rememberLanguage(language: Language, storage: Storage = localStorage): void {
  storage.setItem(storageKey, language);
}
