import { shopLanguages } from '@mise/contracts';

export const languages = shopLanguages;

const names: Record<string, string> = { 'en-CA': 'English', 'fr-CA': 'French' };
export const languageName = (language: string) => names[language] ?? language;

const pageNames: Record<string, string> = {
  faq: 'FAQ',
  about: 'About',
  terms: 'Terms of use',
  privacy: 'Privacy',
};
export const pageName = (key: string) => pageNames[key] ?? key;
