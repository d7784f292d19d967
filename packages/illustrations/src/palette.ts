/**
 * Colours: helpers to mix hex colours, the table setting of each cuisine, and how each
 * ingredient looks (a shape kind and its colours), found by id keyword with a fallback
 * per grocery category.
 */

function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mix `a` toward `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([
    ca[0] + (cb[0] - ca[0]) * t,
    ca[1] + (cb[1] - ca[1]) * t,
    ca[2] + (cb[2] - ca[2]) * t,
  ]);
}

/** Lighten (t > 0) toward white or darken (t < 0) toward black. */
export function shade(hex: string, t: number): string {
  return t >= 0 ? mix(hex, '#ffffff', t) : mix(hex, '#1a120c', -t);
}

// ---------------------------------------------------------------- table settings

export type TablePattern = 'wood' | 'linen' | 'check' | 'tile' | 'stripe';

export interface TableStyle {
  /** Table top colour. */
  table: string;
  pattern: TablePattern;
  /** Napkin colour. */
  napkin: string;
  /** Glaze of bowls (plates stay white). */
  bowl: string;
  /** Plate rim accent line. */
  rim: string;
}

const tables: Record<string, TableStyle> = {
  canadian: {
    table: '#c08552',
    pattern: 'wood',
    napkin: '#c23b32',
    bowl: '#f3ece0',
    rim: '#c23b32',
  },
  american: {
    table: '#d4a06a',
    pattern: 'wood',
    napkin: '#3e6fa6',
    bowl: '#f4efe6',
    rim: '#3e6fa6',
  },
  mexican: {
    table: '#d27a4c',
    pattern: 'tile',
    napkin: '#2a9d8f',
    bowl: '#b85a32',
    rim: '#2a9d8f',
  },
  italian: {
    table: '#f0dcc0',
    pattern: 'check',
    napkin: '#c0392b',
    bowl: '#f6f1e7',
    rim: '#c0392b',
  },
  french: {
    table: '#ead9bf',
    pattern: 'linen',
    napkin: '#4a6fa5',
    bowl: '#f6f2ea',
    rim: '#4a6fa5',
  },
  greek: {
    table: '#ebe3d1',
    pattern: 'linen',
    napkin: '#2f6db5',
    bowl: '#f7f4ee',
    rim: '#2f6db5',
  },
  mediterranean: {
    table: '#e2c18c',
    pattern: 'stripe',
    napkin: '#7a8b3a',
    bowl: '#efe3cc',
    rim: '#7a8b3a',
  },
  'middle-eastern': {
    table: '#c98650',
    pattern: 'tile',
    napkin: '#8e3b46',
    bowl: '#2f6f7a',
    rim: '#2f6f7a',
  },
  indian: {
    table: '#e3a63c',
    pattern: 'stripe',
    napkin: '#b5384a',
    bowl: '#c9cdd2',
    rim: '#b5384a',
  },
  chinese: {
    table: '#a8473a',
    pattern: 'wood',
    napkin: '#e3b84a',
    bowl: '#f5f3ee',
    rim: '#3b5ba5',
  },
  japanese: {
    table: '#dcc49c',
    pattern: 'wood',
    napkin: '#2e4a7a',
    bowl: '#2f4b7c',
    rim: '#2e4a7a',
  },
  korean: {
    table: '#b88a5c',
    pattern: 'wood',
    napkin: '#d9534f',
    bowl: '#4a4543',
    rim: '#4a4543',
  },
  thai: {
    table: '#cda352',
    pattern: 'wood',
    napkin: '#6a994e',
    bowl: '#a8c8b0',
    rim: '#6a994e',
  },
  vietnamese: {
    table: '#d9b98f',
    pattern: 'stripe',
    napkin: '#4f8a6b',
    bowl: '#f4f1ea',
    rim: '#4f8a6b',
  },
  caribbean: {
    table: '#f1b766',
    pattern: 'stripe',
    napkin: '#e76f51',
    bowl: '#f5ede0',
    rim: '#2a9d8f',
  },
};

const defaultTable: TableStyle = {
  table: '#d8b084',
  pattern: 'wood',
  napkin: '#c8553d',
  bowl: '#f4eee4',
  rim: '#c8553d',
};

export function tableStyle(cuisine: string): TableStyle {
  return tables[cuisine] ?? defaultTable;
}

// ---------------------------------------------------------------- ingredient looks

export type ShapeKind =
  | 'leaf'
  | 'tomato'
  | 'grain'
  | 'pasta'
  | 'short-pasta'
  | 'noodle'
  | 'meat'
  | 'mince'
  | 'strips'
  | 'coins'
  | 'fish'
  | 'shrimp'
  | 'shell'
  | 'egg'
  | 'berry'
  | 'herb'
  | 'ring'
  | 'sauce'
  | 'dollop'
  | 'bread'
  | 'flatbread'
  | 'tortilla'
  | 'shred'
  | 'bean'
  | 'nut'
  | 'cube'
  | 'floret'
  | 'stick'
  | 'wedge'
  | 'avocado'
  | 'mushroom'
  | 'dots'
  | 'powder'
  | 'liquid'
  | 'aromatic';

/** What an ingredient does in a dish picture. */
export type Role = 'protein' | 'base' | 'veg' | 'topping' | 'sauce' | 'garnish' | 'skip';

export interface Look {
  kind: ShapeKind;
  color: string;
  /** Second colour: skin, rind, fat, crust, yolk... */
  accent: string;
  role: Role;
}

const kindRole: Record<ShapeKind, Role> = {
  leaf: 'veg',
  tomato: 'veg',
  grain: 'base',
  pasta: 'base',
  'short-pasta': 'base',
  noodle: 'base',
  meat: 'protein',
  mince: 'protein',
  strips: 'protein',
  coins: 'veg',
  fish: 'protein',
  shrimp: 'protein',
  shell: 'protein',
  egg: 'protein',
  berry: 'veg',
  herb: 'garnish',
  ring: 'garnish',
  sauce: 'sauce',
  dollop: 'topping',
  bread: 'base',
  flatbread: 'base',
  tortilla: 'base',
  shred: 'topping',
  bean: 'veg',
  nut: 'garnish',
  cube: 'veg',
  floret: 'veg',
  stick: 'veg',
  wedge: 'garnish',
  avocado: 'veg',
  mushroom: 'veg',
  dots: 'veg',
  powder: 'skip',
  liquid: 'skip',
  aromatic: 'skip',
};

type Entry = [keys: string, kind: ShapeKind, color: string, accent?: string, role?: Role];

/**
 * Ordered: the first entry with a key that is a whole dash-separated part of the id wins,
 * so specific keys ("tomato-paste", "egg-noodles") come before general ones.
 */
const entries: Entry[] = [
  ['tahini hummus peanut-butter almond-butter miso-paste', 'sauce', '#d9b47a', '#f0d09a'],
  // pantry first, so "tomato-paste" is not a tomato and "cornstarch" not corn
  ['tomato-paste crushed-tomatoes diced-tomatoes marinara-sauce', 'sauce', '#c8372d', '#e8644f'],
  ['sun-dried-tomatoes', 'cube', '#9c2a22', '#c2452f', 'topping'],
  [
    'cornstarch all-purpose-flour whole-wheat-flour almond-flour icing-sugar',
    'powder',
    '#f6f1e6',
    '#e2d8c4',
  ],
  ['baking-powder baking-soda salt sugar-white', 'powder', '#fbfaf6', '#dcd6cc'],
  ['brown-sugar', 'powder', '#b57a3c', '#8d5a2b'],
  ['cocoa-powder', 'powder', '#5b3422', '#3d2216'],
  ['chocolate-chips dark-chocolate', 'nut', '#4a2b1c', '#6b412b', 'topping'],
  ['yeast-instant', 'powder', '#d8c08c', '#b89c62'],
  ['rolled-oats granola', 'grain', '#e2c58f', '#c09a5c'],
  ['panko breadcrumbs', 'powder', '#e9c77d', '#c9a055'],
  ['maple-syrup', 'liquid', '#b8651f', '#d88a3a', 'sauce'],
  ['honey', 'liquid', '#e0a12a', '#f2c04f', 'sauce'],
  ['vanilla-extract', 'liquid', '#5a3520', '#7a4a2c'],
  // oils, vinegars, broths
  ['olive-oil', 'liquid', '#b5a33a', '#d6c65a'],
  ['vegetable-oil canola-oil coconut-oil', 'liquid', '#e8c95a', '#f3dd85'],
  ['sesame-oil', 'liquid', '#a8641f', '#c98433'],
  ['balsamic-vinegar', 'liquid', '#3e1d16', '#5e2c22'],
  ['red-wine-vinegar', 'liquid', '#8e2636', '#b13a4a'],
  ['rice-vinegar white-vinegar apple-cider-vinegar', 'liquid', '#efe2b8', '#d9c58c'],
  ['chicken-broth vegetable-broth', 'liquid', '#e0b75a', '#f0cf80'],
  ['beef-broth', 'liquid', '#9a5a2a', '#b87838'],
  ['coconut-milk', 'liquid', '#f6f0e2', '#e6dcc6'],
  ['milk oat-milk almond-milk heavy-cream half-and-half', 'liquid', '#fbf8f0', '#ebe4d6'],
  // spices
  ['ginger-ground garlic-powder onion-powder', 'powder', '#e3c98e', '#c8a866'],
  ['black-pepper', 'powder', '#3b332c', '#5a4e44'],
  [
    'cumin-ground coriander-ground garam-masala five-spice cinnamon nutmeg cardamom-ground',
    'powder',
    '#9a5a2c',
    '#b8773e',
  ],
  ['paprika smoked-paprika chili-powder cayenne red-pepper-flakes', 'powder', '#c0392b', '#d9583c'],
  ['turmeric curry-powder', 'powder', '#e0a21f', '#f0c040'],
  ['oregano-dried thyme-dried italian-seasoning', 'powder', '#7b8b45', '#98a85a'],
  ['bay-leaf', 'herb', '#6f8a43', '#8fab5a', 'skip'],
  // herbs
  ['cilantro parsley basil', 'herb', '#3f8f3a', '#5fb04f'],
  ['mint', 'herb', '#3fa35a', '#6cc77a'],
  ['dill fennel', 'herb', '#5c9a3c', '#86bf5c'],
  ['thyme rosemary', 'herb', '#5b7f45', '#7da262'],
  ['chives green-onion leek', 'ring', '#5da83a', '#9ed26a'],
  // aromatics
  ['garlic shallot', 'aromatic', '#f3ead8', '#c9a98a'],
  ['ginger', 'aromatic', '#dcb878', '#b88e50'],
  ['onion-red', 'ring', '#8e3a78', '#c98ab8', 'veg'],
  ['onion-yellow', 'ring', '#f1e4c0', '#d8c08a', 'veg'],
  ['jalapeno', 'ring', '#3f8a2e', '#a8d070'],
  ['chili-pepper-red', 'ring', '#d4292a', '#f06a4a'],
  // vegetables
  ['cherry-tomato tomato', 'tomato', '#e0402f', '#ff8a70'],
  ['spinach spinach-frozen kale arugula', 'leaf', '#3e8a3a', '#5caa4a'],
  ['romaine-lettuce mixed-greens', 'leaf', '#6dbb4a', '#9bd46a'],
  ['cabbage-green bok-choy', 'leaf', '#8ec86a', '#c6e6a0'],
  ['cabbage-red', 'leaf', '#8b3a86', '#b86bb0'],
  ['broccoli', 'floret', '#3f8f3a', '#6ab04e'],
  ['cauliflower', 'floret', '#f2ead6', '#d8cba8'],
  ['brussels-sprouts', 'bean', '#6aa83a', '#a5d06a'],
  ['carrot', 'stick', '#f08a24', '#f7b05a'],
  ['parsnip', 'stick', '#eadcb0', '#d2bf88'],
  ['asparagus green-beans snow-peas', 'stick', '#5fa83a', '#8ccf5a'],
  ['celery', 'stick', '#a8cf6a', '#cbe59a'],
  ['bell-pepper-red', 'stick', '#d93a2a', '#f0684a'],
  ['bell-pepper-green', 'stick', '#4c9a2e', '#7cc25a'],
  ['zucchini cucumber', 'coins', '#e8f0c0', '#3f7a2e'],
  ['eggplant', 'coins', '#efe0b8', '#4e2a55'],
  ['radish', 'coins', '#fbf2f2', '#d9345a'],
  ['beet', 'coins', '#8e1f45', '#b23a62'],
  ['potato-russet potato-yukon-gold', 'cube', '#f0c861', '#d9a03a'],
  ['sweet-potato butternut-squash pumpkin-puree', 'cube', '#f08a2c', '#d06a1c'],
  ['mushroom-white mushroom-cremini mushroom-shiitake', 'mushroom', '#d9c0a0', '#8a6446'],
  ['corn-cob corn-frozen', 'dots', '#f5c82e', '#e0a81c'],
  ['peas-frozen edamame-frozen', 'dots', '#6cb33e', '#9bd46a'],
  ['bean-sprouts', 'stick', '#f4f0dc', '#e0d8b0'],
  ['avocado', 'avocado', '#c8dc78', '#3f6a2a'],
  // fruit
  ['lemon', 'wedge', '#f6d83a', '#fff2a0'],
  ['lime', 'wedge', '#7cbf3a', '#c8e88a'],
  ['orange', 'wedge', '#f5932a', '#ffc070'],
  ['blueberries berries-frozen', 'berry', '#3b4a8f', '#6a7cc0'],
  ['strawberries raspberries strawberry-jam', 'berry', '#d9293a', '#ff6a6a'],
  ['grapes cranberries-dried', 'berry', '#7a2b5a', '#a8527e'],
  ['apple pear', 'cube', '#f4e6b0', '#c8402e'],
  ['mango pineapple', 'cube', '#f6b92e', '#f09a1c'],
  ['banana', 'coins', '#f8eac0', '#e8c75a'],
  ['raisins dates', 'nut', '#5a2e24', '#7a4434'],
  // meat
  ['ground-beef ground-pork ground-lamb', 'mince', '#8a4a2e', '#6a3420'],
  ['ground-chicken ground-turkey', 'mince', '#c8915a', '#a87240'],
  ['bacon prosciutto', 'strips', '#c8505a', '#f4d8c8'],
  ['ham back-bacon', 'strips', '#e98a8a', '#f8d0c0'],
  ['italian-sausage chorizo', 'coins', '#a84a32', '#7a3020', 'protein'],
  ['chicken turkey', 'meat', '#d9a05a', '#a86a32'],
  ['pork', 'meat', '#c9895a', '#9a5a34'],
  ['beef steak lamb', 'meat', '#8a4330', '#5e2a1e'],
  // seafood
  ['smoked-salmon', 'strips', '#f07a5a', '#ffb29a'],
  ['salmon trout', 'fish', '#f2875e', '#ffd0b8'],
  ['cod haddock tilapia halibut', 'fish', '#f6efe2', '#d9a85a'],
  ['tuna-canned sardines-canned', 'mince', '#c9a88a', '#a88668'],
  ['shrimp', 'shrimp', '#f48a62', '#ffd2b8'],
  ['scallops', 'cube', '#f6ecd8', '#d99a4a', 'protein'],
  ['mussels', 'shell', '#2e2d3a', '#f0a05a'],
  // dairy and eggs
  ['egg-noodles', 'noodle', '#f2d27a', '#d8b050'],
  ['egg', 'egg', '#fffdf6', '#f7b52c'],
  [
    'sour-cream greek-yogurt plain-yogurt cream-cheese ricotta cottage-cheese',
    'dollop',
    '#fbf8f0',
    '#e6ddcc',
  ],
  ['butter', 'cube', '#f8e08a', '#ecc85a', 'topping'],
  ['cheddar', 'shred', '#f2b33a', '#d9962a'],
  ['swiss-cheese parmesan', 'shred', '#f4e2a0', '#dcc478'],
  ['mozzarella', 'shred', '#fbf6e8', '#e6dcc6'],
  ['feta goat-cheese cheese-curds', 'cube', '#fbf8f0', '#e2dccc', 'topping'],
  ['paneer halloumi', 'cube', '#f8efd8', '#d9a860', 'protein'],
  ['tofu-firm tofu-silken tempeh', 'cube', '#f4e8c8', '#d8b070', 'protein'],
  // legumes
  ['chickpeas-canned', 'bean', '#dfb36a', '#c49548', 'protein'],
  ['black-beans-canned', 'bean', '#2c2630', '#4a4250', 'protein'],
  ['kidney-beans-canned', 'bean', '#8a2a2e', '#aa4044', 'protein'],
  ['white-beans-canned', 'bean', '#f2ead8', '#d8ccb0', 'protein'],
  ['lentils-red', 'dots', '#e8873a', '#f0a55a', 'protein'],
  ['lentils-green', 'dots', '#7a7040', '#958a55', 'protein'],
  // grains, pasta, bread
  ['rice-brown', 'grain', '#d9c39a', '#b89e70'],
  ['rice-white rice-basmati rice-jasmine rice-arborio', 'grain', '#fbf8ef', '#e6dfcf'],
  ['quinoa', 'grain', '#eadbb8', '#c8a878'],
  ['couscous bulgur barley-pearl', 'grain', '#f0d898', '#d4b26a'],
  ['spaghetti lasagna-noodles', 'pasta', '#f3d98a', '#d9b65a'],
  ['penne macaroni fusilli gnocchi', 'short-pasta', '#f3d07a', '#d9ae4a'],
  ['rice-noodles udon-noodles', 'noodle', '#f6f1e4', '#ddd2b8'],
  ['soba-noodles', 'noodle', '#9a8068', '#7a6450'],
  [
    'bread-whole-wheat sourdough baguette english-muffin bagel burger-buns',
    'bread',
    '#e8c488',
    '#a8672e',
  ],
  ['naan pita', 'flatbread', '#f0d4a0', '#b8783a'],
  ['tortilla-flour tortilla-corn', 'tortilla', '#f3deaa', '#c89a54'],
  // sauces and condiments
  [
    'soy-sauce tamari fish-sauce oyster-sauce hoisin-sauce worcestershire',
    'liquid',
    '#4a2a1a',
    '#6a3e26',
    'sauce',
  ],
  [
    'sriracha hot-sauce gochujang red-curry-paste chipotle-in-adobo bbq-sauce ketchup',
    'sauce',
    '#b8321f',
    '#e0563a',
  ],
  ['salsa', 'sauce', '#d44a2a', '#f2804a'],
  ['pesto', 'sauce', '#5a8a2a', '#86b04a'],
  ['dijon-mustard', 'sauce', '#d9a82a', '#f0c85a'],
  ['mayonnaise', 'dollop', '#fbf4dc', '#ebe0bc'],
  ['capers', 'dots', '#6a7a3a', '#8a9a52', 'topping'],
  ['kalamata-olives', 'coins', '#4a2a3a', '#6a4258', 'topping'],
  // nuts and seeds
  ['sesame-seeds hemp-hearts chia-seeds flax-ground sunflower-seeds', 'nut', '#f3ead2', '#d8c8a0'],
  ['pumpkin-seeds', 'nut', '#6a9a3a', '#8aba5a'],
  ['coconut-shredded', 'shred', '#fbf8f0', '#e8e0cc', 'garnish'],
  ['almonds walnuts pecans cashews peanuts pine-nuts', 'nut', '#c8945a', '#a8743a'],
];

/** Each key as it is searched for, `-key-`, with its look. */
const index: { needle: string; look: Look }[] = entries.flatMap(
  ([keys, kind, color, accent, role]) =>
    keys.split(' ').map((key) => ({
      needle: `-${key}-`,
      look: { kind, color, accent: accent ?? shade(color, -0.25), role: role ?? kindRole[kind] },
    })),
);

/**
 * The grocery categories, each with the tint of its cards and how an ingredient of it looks
 * when no id keyword says: [tint, kind, colour, accent, role].
 */
const groceryCategories: Record<
  string,
  [tint: string, kind: ShapeKind, color: string, accent: string, role: Role]
> = {
  produce: ['#e4f1d4', 'cube', '#8cc05a', '#5f9a3a', 'veg'],
  'herbs-spices': ['#eaf0d2', 'powder', '#a8652e', '#c8844a', 'skip'],
  'meat-poultry': ['#f6dcd4', 'meat', '#9a553a', '#6a3424', 'protein'],
  seafood: ['#d8e9f0', 'fish', '#f6efe2', '#d9a85a', 'protein'],
  'dairy-eggs': ['#eef0f8', 'cube', '#f8eccc', '#e0cc98', 'topping'],
  'plant-protein': ['#f2ecd6', 'cube', '#f0e2c0', '#d0ac6a', 'protein'],
  bakery: ['#f6e4c8', 'bread', '#e8c488', '#a8672e', 'base'],
  'grains-pasta': ['#f6ebcf', 'grain', '#f4eedc', '#dcd2ba', 'base'],
  'legumes-canned': ['#f2e0d0', 'bean', '#caa26a', '#a8844e', 'veg'],
  'condiments-sauces': ['#f8dcd0', 'sauce', '#b5452f', '#d8684a', 'sauce'],
  'oils-vinegars': ['#f2ecc8', 'liquid', '#d9b43c', '#eccf6a', 'skip'],
  baking: ['#f4ebe0', 'powder', '#f5f0e6', '#ddd4c2', 'skip'],
  'nuts-seeds': ['#f0e2cc', 'nut', '#c08a52', '#9a6a3a', 'garnish'],
  frozen: ['#dcecf6', 'dots', '#7dbb4a', '#a8d878', 'veg'],
};

// Own keys only: a category named "constructor" is no grocery category.
const groceryCategoryOf = (category: string) =>
  Object.hasOwn(groceryCategories, category) ? groceryCategories[category] : undefined;

const unknownLook: Look = { kind: 'cube', color: '#d9b47a', accent: '#b8904e', role: 'veg' };

/** How an ingredient looks, by id keyword, else by grocery category. */
export function lookOf(id: string, groceryCategory: string): Look {
  const padded = `-${id.toLowerCase()}-`;
  for (const { needle, look } of index) {
    if (padded.includes(needle)) return look;
  }
  const category = groceryCategoryOf(groceryCategory);
  if (!category) return unknownLook;
  const [, kind, color, accent, role] = category;
  return { kind, color, accent, role };
}

/** Soft background tint for a grocery category (ingredient and product cards). */
export function categoryTint(category: string): string {
  return groceryCategoryOf(category)?.[0] ?? '#f2e8da';
}

/** Whether `category` is one of the grocery categories, rather than an extra product's. */
export const isGroceryCategory = (category: string) => groceryCategoryOf(category) !== undefined;
