import { describe, expect, it } from 'vitest';
import enCA from './locales/en-CA.json';
import frCA from './locales/fr-CA.json';

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
