import type { i18n } from 'i18next';
import { type Language, supportedLanguages } from './languages';

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<{ default: Catalogue }>;

/**
 * Texts only lazily loaded screens use: the sign-in forms and pages, the account pages
 * (onboarding, settings, favourites), checkout, the orders, the pantry and the build-menu wizard. They stay out of the
 * first load and arrive with the code that shows them, in both languages, so switching language
 * never waits.
 */
const loaders = {
  'auth-forms': {
    'en-CA': () => import('./locales/auth-forms.en-CA.json'),
    'fr-CA': () => import('./locales/auth-forms.fr-CA.json'),
  },
  account: {
    'en-CA': () => import('./locales/account.en-CA.json'),
    'fr-CA': () => import('./locales/account.fr-CA.json'),
  },
  checkout: {
    'en-CA': () => import('./locales/checkout.en-CA.json'),
    'fr-CA': () => import('./locales/checkout.fr-CA.json'),
  },
  orders: {
    'en-CA': () => import('./locales/orders.en-CA.json'),
    'fr-CA': () => import('./locales/orders.fr-CA.json'),
  },
  pantry: {
    'en-CA': () => import('./locales/pantry.en-CA.json'),
    'fr-CA': () => import('./locales/pantry.fr-CA.json'),
  },
  'build-menu': {
    'en-CA': () => import('./locales/build-menu.en-CA.json'),
    'fr-CA': () => import('./locales/build-menu.fr-CA.json'),
  },
  content: {
    'en-CA': () => import('./locales/content.en-CA.json'),
    'fr-CA': () => import('./locales/content.fr-CA.json'),
  },
  'recipe-orders': {
    'en-CA': () => import('./locales/recipe-orders.en-CA.json'),
    'fr-CA': () => import('./locales/recipe-orders.fr-CA.json'),
  },
  'link-in-bio': {
    'en-CA': () => import('./locales/link-in-bio.en-CA.json'),
    'fr-CA': () => import('./locales/link-in-bio.fr-CA.json'),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type FeatureTexts = keyof typeof loaders;

const loaded = new Map<FeatureTexts, Record<Language, Catalogue>>();
const instances = new Set<i18n>();

function addTo(instance: i18n, texts: Record<Language, Catalogue>) {
  for (const language of supportedLanguages) {
    instance.addResourceBundle(language, 'translation', texts[language], true, false);
  }
}

/** Called by createI18n: an instance made after some texts arrived gets them too. */
export function followFeatureTexts(instance: i18n): void {
  instances.add(instance);
  for (const texts of loaded.values()) addTo(instance, texts);
}

/** Loads the named texts once, into every instance; resolves when they can be shown. */
export async function loadFeatureTexts(...names: FeatureTexts[]): Promise<void> {
  await Promise.all(
    names
      .filter((name) => !loaded.has(name))
      .map(async (name) => {
        const [english, french] = await Promise.all(
          supportedLanguages.map(async (language) => (await loaders[name][language]()).default),
        );
        const texts = { 'en-CA': english ?? {}, 'fr-CA': french ?? {} };
        loaded.set(name, texts);
        for (const instance of instances) addTo(instance, texts);
      }),
  );
}

/** A lazy screen's loader that brings the screen's texts along with its code. */
export function withTexts<T>(names: FeatureTexts[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadFeatureTexts(...names)]);
    return module;
  };
}
