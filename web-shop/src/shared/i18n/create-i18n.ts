import type { i18n } from 'i18next';
import { englishTexts, initI18n } from './init-i18n';
import type { Language } from './languages';
import authFrCA from './locales/auth.fr-CA.json';
import frCA from './locales/fr-CA.json';

/**
 * An instance with both languages' main texts at once, for tests and anything that renders
 * without a browser start. The shop itself starts with `startI18n`, which leaves French out of
 * the first load.
 */
export function createI18n(language: Language): i18n {
  return initI18n(language, { 'en-CA': englishTexts, 'fr-CA': { ...frCA, ...authFrCA } });
}
