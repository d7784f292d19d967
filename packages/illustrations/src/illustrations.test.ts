import { describe, expect, it } from 'vitest';
import {
  boxIllustration,
  ingredientIllustration,
  productIllustration,
  recipeIllustration,
} from './index.js';
import { isSoup, vesselFor } from './plate.js';
import { brothColour, type IllustratedRecipe } from './recipe.js';

/**
 * A small well-formedness check, enough for the markup we generate: one root <svg> with
 * the SVG namespace, every tag closed in order, quoted attributes, no stray "<" or "&".
 */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&>]/);
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) throw new Error(`malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
    const [, closing, name, attrs = '', selfClosing] = m;
    expect(attrs.replace(/="[^"]*"/g, '')).not.toMatch(/[<>&"]/);
    for (const value of attrs.matchAll(/="([^"]*)"/g)) {
      expect((value[1] ?? '').replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
    }
    if (closing) {
      expect(stack.pop(), `closing </${name}>`).toBe(name);
    } else if (!selfClosing) {
      if (stack.length === 0) roots++;
      stack.push(name as string);
    } else if (stack.length === 0) {
      roots++;
    }
    i = tag.lastIndex;
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

function expectSafe(svg: string): void {
  expect(svg).toContain('role="img"');
  expect(svg).not.toMatch(/<script|javascript:|on\w+=|<image|<foreignObject/i);
  // The only URL is the namespace; references stay inside the document.
  expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
  for (const ref of svg.matchAll(/url\(([^)]*)\)|href="([^"]*)"/g)) {
    expect(ref[1] ?? ref[2]).toMatch(/^#/);
  }
}

const ing = (id: string, groceryCategory: string) => ({ id, groceryCategory });

const salmon: IllustratedRecipe = {
  id: 'maple-dijon-salmon-green-beans',
  name: 'Maple-Dijon Salmon with Green Beans',
  cuisine: 'canadian',
  ingredients: [
    ing('salmon-fillet', 'seafood'),
    ing('maple-syrup', 'baking'),
    ing('dijon-mustard', 'condiments-sauces'),
    ing('green-beans', 'produce'),
    ing('rice-white', 'grains-pasta'),
    ing('lemon', 'produce'),
    ing('olive-oil', 'oils-vinegars'),
  ],
};

const soup: IllustratedRecipe = {
  id: 'curried-red-lentil-soup',
  name: 'Curried Red Lentil Soup',
  cuisine: 'indian',
  ingredients: [
    ing('lentils-red', 'legumes-canned'),
    ing('coconut-milk', 'legumes-canned'),
    ing('onion-yellow', 'produce'),
    ing('spinach', 'produce'),
    ing('curry-powder', 'herbs-spices'),
    ing('cilantro', 'herbs-spices'),
  ],
};

const tacos: IllustratedRecipe = {
  id: 'chipotle-chicken-tacos',
  name: 'Chipotle Chicken Tacos',
  cuisine: 'mexican',
  ingredients: [
    ing('chicken-thigh', 'meat-poultry'),
    ing('chipotle-in-adobo', 'condiments-sauces'),
    ing('tortilla-corn', 'bakery'),
    ing('avocado', 'produce'),
    ing('onion-red', 'produce'),
    ing('lime', 'produce'),
    ing('cilantro', 'herbs-spices'),
  ],
};

const sizeLimit = 12 * 1024;

/** What every illustration the shop serves must be: well-formed, safe, small enough. */
function expectServable(svg: string): void {
  expectWellFormed(svg);
  expectSafe(svg);
  expect(Buffer.byteLength(svg)).toBeLessThan(sizeLimit);
}

describe('recipeIllustration', () => {
  it('is a well-formed, self-contained 4:3 SVG with the name as its title', () => {
    for (const recipe of [salmon, soup, tacos]) {
      const svg = recipeIllustration(recipe);
      expectWellFormed(svg);
      expectSafe(svg);
      expect(svg).toContain('viewBox="0 0 400 300"');
      expect(svg).toContain(`<title>${recipe.name}</title>`);
    }
  });

  it('escapes the name in the title', () => {
    const svg = recipeIllustration({ ...tacos, name: `Mac & "Cheese" <Bake> for Sam's` });
    expectWellFormed(svg);
    expect(svg).toContain(
      '<title>Mac &amp; &quot;Cheese&quot; &lt;Bake&gt; for Sam&apos;s</title>',
    );
  });

  it('is deterministic and differs between recipes', () => {
    expect(recipeIllustration(salmon)).toBe(recipeIllustration({ ...salmon }));
    expect(recipeIllustration(salmon)).not.toBe(recipeIllustration(tacos));
    // Same ingredients, another id: another composition.
    expect(recipeIllustration(salmon)).not.toBe(
      recipeIllustration({ ...salmon, id: 'other-salmon' }),
    );
  });

  it('shows the ingredients: salmon colour for a salmon recipe, a tortilla for tacos', () => {
    expect(recipeIllustration(salmon)).toContain('#f2875e');
    expect(recipeIllustration(tacos)).toContain('#f3deaa');
    expect(recipeIllustration(tacos)).not.toContain('#f2875e');
  });

  it('uses a bowl of broth for a soup and a plate otherwise', () => {
    expect(vesselFor(soup.name)).toBe('bowl');
    expect(isSoup(soup.name)).toBe(true);
    expect(recipeIllustration(soup)).toContain(
      `fill="${brothColour(soup.ingredients, 'indian', soup.name)}"`,
    );
    expect(vesselFor(salmon.name)).toBe('plate');
    expect(vesselFor('Greek Salad with Feta')).toBe('bowl');
    expect(isSoup('Greek Salad with Feta')).toBe(false);
    expect(vesselFor('Sheet-Pan Chicken Fajitas')).toBe('sheet-pan');
    expect(vesselFor('Sweet Potato Hash Skillet')).toBe('skillet');
    expect(isSoup('Smoky Three-Bean Vegan Chili')).toBe(true);
    expect(isSoup('Lemon-Garlic Shrimp Spaghetti with Chili and Parsley')).toBe(false);
    expect(isSoup('Masala Omelette with Tomato and Green Chili')).toBe(false);
    expect(isSoup('Thai Red Curry with Tofu')).toBe(true);
  });

  it('gives each cuisine its own table', () => {
    const italian = recipeIllustration({ ...salmon, cuisine: 'italian' });
    const japanese = recipeIllustration({ ...salmon, cuisine: 'japanese' });
    expect(italian).not.toBe(japanese);
    expect(recipeIllustration({ ...salmon, cuisine: 'martian' })).toContain('<svg');
  });

  it('stays under the size limit, even for crowded dishes', () => {
    const heavy = [
      ing('shrimp', 'seafood'),
      ing('chicken-breast', 'meat-poultry'),
      ing('broccoli', 'produce'),
      ing('cherry-tomato', 'produce'),
      ing('mushroom-cremini', 'produce'),
      ing('potato-yukon-gold', 'produce'),
      ing('spaghetti', 'grains-pasta'),
      ing('feta', 'dairy-eggs'),
      ing('pesto', 'condiments-sauces'),
      ing('basil', 'herbs-spices'),
      ing('sesame-seeds', 'nuts-seeds'),
      ing('lemon', 'produce'),
    ];
    for (const name of [
      'Everything Plate',
      'Sheet-Pan Everything',
      'Everything Skillet',
      'Everything Soup',
      'Power Bowl',
    ]) {
      for (let k = 0; k < 20; k++) {
        const svg = recipeIllustration({
          id: `heavy-${k}`,
          name,
          cuisine: 'italian',
          ingredients: heavy,
        });
        expect(Buffer.byteLength(svg)).toBeLessThan(sizeLimit);
      }
    }
  });

  it('draws something even without drawable ingredients', () => {
    const svg = recipeIllustration({
      id: 'salt',
      name: 'Salt',
      cuisine: 'french',
      ingredients: [ing('salt', 'herbs-spices')],
    });
    expectWellFormed(svg);
    expect(svg.match(/<g transform="translate\(/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });
});

describe('ingredientIllustration', () => {
  it('is a well-formed 200 x 200 SVG that varies with the ingredient', () => {
    const tomato = ingredientIllustration({
      id: 'tomato',
      name: 'Tomatoes',
      groceryCategory: 'produce',
    });
    const oil = ingredientIllustration({
      id: 'olive-oil',
      name: 'Olive oil',
      groceryCategory: 'oils-vinegars',
    });
    for (const svg of [tomato, oil]) {
      expectServable(svg);
      expect(svg).toContain('viewBox="0 0 200 200"');
    }
    expect(tomato).toContain('<title>Tomatoes</title>');
    expect(tomato).toContain('#e0402f');
    expect(tomato).not.toBe(oil);
    expect(
      ingredientIllustration({ id: 'mystery', name: 'A & B', groceryCategory: 'nowhere' }),
    ).toContain('<title>A &amp; B</title>');
  });
});

describe('productIllustration', () => {
  const base = {
    id: 'salmon-fillet-pr-454g',
    name: 'Select Atlantic Salmon Fillets, 454 g',
    category: 'seafood',
  };

  it('draws the ingredient on its pack with a tier badge', () => {
    const premium = productIllustration({ ...base, brandType: 'PREMIUM' });
    const organic = productIllustration({ ...base, brandType: 'ORGANIC' });
    const lowCost = productIllustration({ ...base, brandType: 'LOW_COST' });
    for (const svg of [premium, organic, lowCost]) {
      expectServable(svg);
      expect(svg).toContain('#f2875e');
    }
    expect(premium).toContain('#d4a73a');
    expect(organic).toContain('#3f8f3a');
    expect(lowCost).not.toContain('#d4a73a');
    expect(premium).toBe(productIllustration({ ...base, brandType: 'PREMIUM' }));
  });

  it('gives extra products recognisable shapes of their own', () => {
    const extras = [
      {
        id: 'x-white-bread-675g',
        name: 'Everyday Sliced White Bread, 675 g',
        category: 'bread-bakery',
      },
      { id: 'x-milk-2pct-4l', name: '2% Partly Skimmed Milk, 4 L', category: 'dairy' },
      {
        id: 'x-kettle-chips-sea-salt-220g',
        name: 'Sea Salt Kettle Cooked Potato Chips, 220 g',
        category: 'snacks',
      },
      {
        id: 'x-paper-towel-6',
        name: 'Select-a-Size Paper Towels, 6 Double Rolls',
        category: 'household',
      },
      {
        id: 'x-corn-flakes-500g',
        name: 'Toasted Corn Flakes Cereal, 500 g',
        category: 'breakfast',
      },
      { id: 'x-vanilla-ice-cream-1-5l', name: 'Vanilla Ice Cream, 1.5 L', category: 'frozen' },
      {
        id: 'x-sparkling-water-lime-12',
        name: 'Lime Sparkling Water, 12 × 355 ml',
        category: 'drinks',
      },
    ];
    const drawings = extras.map((p) => productIllustration(p));
    for (const svg of drawings) {
      expectServable(svg);
    }
    expect(drawings[3]).toContain('<title>Select-a-Size Paper Towels, 6 Double Rolls</title>');
    // Distinct shapes, not one generic pack recoloured.
    const shapes = drawings.map((svg) =>
      svg.replace(/<title>.*<\/title>|#[0-9a-f]{6}|m[0-9a-z]+[sp]\b/g, ''),
    );
    expect(new Set(shapes).size).toBe(shapes.length);
  });
});

describe('boxIllustration', () => {
  it('shows mini dishes of its first recipes within the size limit', () => {
    const svg = boxIllustration({
      id: 'weeknight',
      name: 'Weeknight Family & Friends',
      recipes: [salmon, soup, tacos, salmon],
    });
    expectServable(svg);
    expect(svg).toContain('<title>Weeknight Family &amp; Friends</title>');
    expect(svg).toContain('#f2875e');
    expect(svg).toBe(
      boxIllustration({
        id: 'weeknight',
        name: 'Weeknight Family & Friends',
        recipes: [salmon, soup, tacos],
      }),
    );
    expectWellFormed(boxIllustration({ id: 'empty', name: 'Empty', recipes: [] }));
  });
});
