import { describe, expect, it } from 'vitest';
import { escapeXml } from './escape.js';
import { lookOf, mix, shade } from './palette.js';
import { createRng, hashString } from './prng.js';
import { dishItems } from './recipe.js';

describe('lookOf', () => {
  it('matches whole id parts, specific keys first', () => {
    expect(lookOf('tomato', 'produce').kind).toBe('tomato');
    expect(lookOf('tomato-paste', 'legumes-canned').kind).toBe('sauce');
    expect(lookOf('egg', 'dairy-eggs').kind).toBe('egg');
    expect(lookOf('eggplant', 'produce').kind).toBe('coins');
    expect(lookOf('egg-noodles', 'grains-pasta').kind).toBe('noodle');
    expect(lookOf('peanut-butter', 'condiments-sauces').kind).toBe('sauce');
    expect(lookOf('butternut-squash', 'produce').kind).toBe('cube');
    expect(lookOf('cornstarch', 'baking').role).toBe('skip');
    expect(lookOf('salmon-fillet', 'seafood').color).toBe('#f2875e');
    expect(lookOf('cod-fillet', 'seafood').kind).toBe('fish');
  });

  it('finds the ingredient inside a product id', () => {
    expect(lookOf('onion-red-lc-3lb', 'produce')).toEqual(lookOf('onion-red', 'produce'));
    expect(lookOf('salmon-fillet-or-454g', 'seafood').color).toBe('#f2875e');
  });

  it('falls back on the grocery category', () => {
    expect(lookOf('dragon-fruit', 'produce').role).toBe('veg');
    expect(lookOf('wagyu-cheeks', 'meat-poultry').kind).toBe('meat');
    expect(lookOf('anything', 'unknown').kind).toBe('cube');
  });
});

describe('dishItems', () => {
  it('picks 3 to 7 main shapes by role and leaves out pantry staples', () => {
    const items = dishItems(
      [
        'salt',
        'olive-oil',
        'chicken-breast',
        'rice-white',
        'broccoli',
        'carrot',
        'spinach',
        'cherry-tomato',
        'feta',
        'pesto',
        'basil',
        'lemon',
      ].map((id) => ({ id, groceryCategory: 'produce' })),
    );
    const count =
      (items.base ? 1 : 0) +
      items.proteins.length +
      items.veg.length +
      (items.topping ? 1 : 0) +
      (items.sauce ? 1 : 0);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(7);
    expect(items.base?.kind).toBe('grain');
    expect(items.proteins[0]?.kind).toBe('meat');
    expect(items.garnish.map((g) => g.kind)).toEqual(['herb', 'wedge']);
    expect(dishItems([{ id: 'salt', groceryCategory: 'herbs-spices' }]).veg.length).toBe(3);
  });
});

describe('helpers', () => {
  it('escapes XML and drops forbidden control characters', () => {
    expect(escapeXml(`a & b < c > d " e ' f\u0001`)).toBe(
      'a &amp; b &lt; c &gt; d &quot; e &apos; f',
    );
  });

  it('mixes colours', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(shade('#336699', 0)).toBe('#336699');
  });

  it('seeds a repeatable random sequence', () => {
    const a = createRng('abc');
    const b = createRng('abc');
    const c = createRng('abd');
    const seqA = [a.next(), a.next(), a.next()];
    expect([b.next(), b.next(), b.next()]).toEqual(seqA);
    expect(c.next()).not.toBe(seqA[0]);
    expect(hashString('abc')).toBe(hashString('abc'));
    for (let i = 0; i < 100; i++) {
      const n = a.int(2, 4);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(4);
    }
  });
});
