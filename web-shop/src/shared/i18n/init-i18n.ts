import { createInstance, type i18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { product } from '../brand';
import { followFeatureTexts } from './feature-texts';
import { defaultLanguage, type Language, supportedLanguages } from './languages';
import authEnCA from './locales/auth.en-CA.json';
import enCA from './locales/en-CA.json';

// Each file holds its own top-level keys (authHeader.*, onboarding.*): one namespace in all.
export const englishTexts = { ...enCA, ...authEnCA };

/** The languages whose main texts an instance holds (feature texts come apart from these). */
const spoken = new WeakMap<i18n, Set<Language>>();

export const speaks = (instance: i18n, language: Language) =>
  spoken.get(instance)?.has(language) ?? false;

/** Adds a language's main texts to an instance; its feature texts arrive by feature-texts.ts. */
export function addLanguage(instance: i18n, language: Language, texts: ResourceLanguage[string]) {
  instance.addResourceBundle(language, 'translation', texts, true, false);
  spoken.get(instance)?.add(language);
}

/**
 * An i18next instance started synchronously with the main texts given (English at least, the
 * fallback), so no text flickers in on load. The texts of lazily loaded screens join it later.
 */
export function initI18n(
  language: Language,
  texts: Partial<Record<Language, ResourceLanguage[string]>>,
): i18n {
  const instance = createInstance();
  spoken.set(instance, new Set(Object.keys(texts) as Language[]));
  // Registered before init so the initial language reaches <html lang> too.
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    load: 'currentOnly',
    initAsync: false,
    showSupportNotice: false,
    resources: Object.fromEntries(
      Object.entries(texts).map(([lng, translation]) => [lng, { translation }]),
    ),
    interpolation: {
      // React escapes what it renders; escaping here too would show &amp; in text.
      escapeValue: false,
      defaultVariables: { product },
    },
  });
  followFeatureTexts(instance);
  return instance;
}
