import { describe, expect, it } from 'vitest';
import accountEnCA from './locales/account.en-CA.json';
import accountFrCA from './locales/account.fr-CA.json';
import authEnCA from './locales/auth.en-CA.json';
import authFrCA from './locales/auth.fr-CA.json';
import authFormsEnCA from './locales/auth-forms.en-CA.json';
import authFormsFrCA from './locales/auth-forms.fr-CA.json';
import buildMenuEnCA from './locales/build-menu.en-CA.json';
import buildMenuFrCA from './locales/build-menu.fr-CA.json';
import checkoutEnCA from './locales/checkout.en-CA.json';
import checkoutFrCA from './locales/checkout.fr-CA.json';
import enCA from './locales/en-CA.json';
import frCA from './locales/fr-CA.json';
import ordersEnCA from './locales/orders.en-CA.json';
import ordersFrCA from './locales/orders.fr-CA.json';
import pantryEnCA from './locales/pantry.en-CA.json';
import pantryFrCA from './locales/pantry.fr-CA.json';

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const english = flatten(enCA);
const french = flatten(frCA);

describe('translation catalogues', () => {
  it('have exactly the same keys in en-CA and fr-CA', () => {
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it.each([
    ['en-CA', english],
    ['fr-CA', french],
  ])('%s has no empty text', (_language, catalogue) => {
    const empty = [...catalogue].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });
});

describe.each([
  ['auth', authEnCA, authFrCA],
  ['auth-forms', authFormsEnCA, authFormsFrCA],
  ['account', accountEnCA, accountFrCA],
  ['checkout', checkoutEnCA, checkoutFrCA],
  ['orders', ordersEnCA, ordersFrCA],
  ['pantry', pantryEnCA, pantryFrCA],
  ['build-menu', buildMenuEnCA, buildMenuFrCA],
] as [string, Catalogue, Catalogue][])(
  'the feature texts (%s.*.json)',
  (_name, featureEnglish, featureFrench) => {
    it('have exactly the same keys in en-CA and fr-CA, none empty', () => {
      const inEnglish = flatten(featureEnglish);
      const inFrench = flatten(featureFrench);
      expect([...inFrench.keys()].sort()).toEqual([...inEnglish.keys()].sort());
      const texts = [...inEnglish.values(), ...inFrench.values()];
      expect(texts.filter((text) => text.trim() === '')).toEqual([]);
    });

    // The files are spread over the base catalogue: a shared top-level key would replace it.
    it('use top-level keys of their own', () => {
      expect(Object.keys(featureEnglish).filter((key) => key in enCA)).toEqual([]);
      expect(Object.keys(featureFrench).filter((key) => key in frCA)).toEqual([]);
    });
  },
);

it('gives each feature file top-level keys no other file has', () => {
  const keys = [authEnCA, authFormsEnCA, accountEnCA, checkoutEnCA, ordersEnCA, pantryEnCA].flatMap(
    (file) => Object.keys(file),
  );
  expect(keys.length).toBe(new Set(keys).size);
});
