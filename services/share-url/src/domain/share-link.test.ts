import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foreignOriginProblems, newShareId, shortUrlFor } from './share-link.js';

describe('share ids', () => {
  it('are 10 letters or digits', () => {
    for (let i = 0; i < 1000; i++) expect(newShareId()).toMatch(/^[0-9A-Za-z]{10}$/);
  });

  it('do not repeat across many draws', () => {
    const ids = new Set(Array.from({ length: 100_000 }, newShareId));
    expect(ids.size).toBe(100_000);
  });

  it('use the whole alphabet about evenly', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) {
      for (const letter of newShareId()) counts.set(letter, (counts.get(letter) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    const expected = (20_000 * 10) / 62;
    for (const count of counts.values()) {
      expect(Math.abs(count - expected) / expected).toBeLessThan(0.1);
    }
  });
});

describe('short urls', () => {
  it('sit at /s/:id on the origin of the base url, whatever its path', () => {
    expect(shortUrlFor('https://mise.ca/recipes?x=1', 'abcDEF1234')).toBe(
      'https://mise.ca/s/abcDEF1234',
    );
  });
});

describe('foreign origins', () => {
  const shop = ['https://mise.ca', 'http://localhost:3000'];

  it('accepts links within the shop', () => {
    expect(
      foreignOriginProblems(
        { baseUrl: 'https://mise.ca', longUrl: 'https://mise.ca/recipes?addRecipes=1' },
        shop,
      ),
    ).toEqual([]);
  });

  it('names each field that leaves the shop', () => {
    const problems = foreignOriginProblems(
      { baseUrl: 'https://evil.example', longUrl: 'https://mise.ca.evil.example/recipes' },
      shop,
    );
    expect(problems.map((p) => [p.field, p.rule])).toEqual([
      ['baseUrl', 'shop-origin'],
      ['longUrl', 'shop-origin'],
    ]);
  });

  it('rejects any url whose origin is not exactly a shop origin', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const onShop = shop.includes(new URL(url).origin);
        const problems = foreignOriginProblems({ baseUrl: 'https://mise.ca', longUrl: url }, shop);
        expect(problems.length === 0).toBe(onShop);
      }),
    );
  });
});
