import 'i18next';
import type accountEnCA from './locales/account.en-CA.json';
import type authEnCA from './locales/auth.en-CA.json';
import type authFormsEnCA from './locales/auth-forms.en-CA.json';
import type buildMenuEnCA from './locales/build-menu.en-CA.json';
import type checkoutEnCA from './locales/checkout.en-CA.json';
import type contentEnCA from './locales/content.en-CA.json';
import type enCA from './locales/en-CA.json';
import type linkInBioEnCA from './locales/link-in-bio.en-CA.json';
import type ordersEnCA from './locales/orders.en-CA.json';
import type pantryEnCA from './locales/pantry.en-CA.json';
import type recipeOrdersEnCA from './locales/recipe-orders.en-CA.json';

// English is the reference catalogue: keys passed to t() are checked against it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof enCA &
        typeof authEnCA &
        typeof authFormsEnCA &
        typeof accountEnCA &
        typeof checkoutEnCA &
        typeof ordersEnCA &
        typeof pantryEnCA &
        typeof buildMenuEnCA &
        typeof contentEnCA &
        typeof recipeOrdersEnCA &
        typeof linkInBioEnCA;
    };
  }
}
