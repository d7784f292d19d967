import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { product } from '../brand';
import { followFeatureTexts } from './feature-texts';
import { defaultLanguage, type Language, supportedLanguages } from './languages';
import authEnCA from './locales/auth.en-CA.json';
import authFrCA from './locales/auth.fr-CA.json';
import enCA from './locales/en-CA.json';
import frCA from './locales/fr-CA.json';

/**
 * One i18next instance per app (and per test), with both catalogues bundled:
 * they are small, and a synchronous start means no text flickers in on load.
 */
export function createI18n(language: Language): i18n {
  const instance = createInstance();
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
    resources: {
      // Each file holds its own top-level keys (authHeader.*, onboarding.*): one namespace in
      // all. The texts of lazily loaded screens join it later (feature-texts.ts).
      'en-CA': { translation: { ...enCA, ...authEnCA } },
      'fr-CA': { translation: { ...frCA, ...authFrCA } },
    },
    interpolation: {
      // React escapes what it renders; escaping here too would show &amp; in text.
      escapeValue: false,
      defaultVariables: { product },
    },
  });
  followFeatureTexts(instance);
  return instance;
}
