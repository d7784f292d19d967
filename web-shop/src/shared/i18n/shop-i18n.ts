import type { i18n } from 'i18next';
import { addLanguage, englishTexts, initI18n, speaks } from './init-i18n';
import type { Language } from './languages';

/** French arrives apart from the first load: most visitors never ask for it. */
async function frenchTexts() {
  const [main, auth] = await Promise.all([
    import('./locales/fr-CA.json'),
    import('./locales/auth.fr-CA.json'),
  ]);
  return { ...main.default, ...auth.default };
}

/** Makes sure the instance holds a language's main texts; English always does. */
export async function learnLanguage(instance: i18n, language: Language): Promise<void> {
  if (speaks(instance, language)) return;
  addLanguage(instance, language, await frenchTexts());
}

/**
 * Switches the shop's language, first loading its texts if need be, so the switch never shows
 * a mix. Immediate when they are there already.
 */
export function switchLanguage(instance: i18n, language: Language): Promise<unknown> {
  if (speaks(instance, language)) return instance.changeLanguage(language);
  return learnLanguage(instance, language).then(() => instance.changeLanguage(language));
}

/** The browser's instance: English bundled, French loaded before the first render if chosen. */
export async function startI18n(language: Language): Promise<i18n> {
  const instance = initI18n(language === 'en-CA' ? language : 'en-CA', { 'en-CA': englishTexts });
  if (language !== 'en-CA') await switchLanguage(instance, language);
  return instance;
}
