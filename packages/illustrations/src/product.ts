/**
 * Shop cards (viewBox 200 x 200): an ingredient on a board or in a ramekin; a product as
 * its pack (tray, carton, bag, can, jar, bottle...) with the ingredient on the label and a
 * tier badge; extra products (bread, drinks, snacks, household...) as their own shapes.
 */
import { categoryTint, isGroceryCategory, type Look, lookOf, shade } from './palette.js';
import { createRng, hashString, type Rng } from './prng.js';
import { drawItem } from './shapes.js';
import { idPrefix, num, pt, shadowFilter, svgDocument } from './svg.js';

export type BrandType = 'LOW_COST' | 'PREMIUM' | 'ORGANIC';

/** A card's document, with the soft shadow (`url(#${uid}s)`) its drawings cast. */
function cardDocument(title: string, uid: string, body: string): string {
  return svgDocument({ width: 200, height: 200, title, defs: shadowFilter(`${uid}s`, 4), body });
}

function card(tint: string, uid: string): string {
  return (
    `<rect width="200" height="200" fill="${tint}"/>` +
    `<circle cx="100" cy="96" r="84" fill="#fff" opacity=".35"/>` +
    `<ellipse cx="102" cy="176" rx="62" ry="9" fill="#3a2410" opacity=".22" filter="url(#${uid}s)"/>`
  );
}

const smallBits = new Set<Look['kind']>([
  'powder',
  'liquid',
  'sauce',
  'dollop',
  'dots',
  'nut',
  'grain',
  'bean',
  'shred',
  'herb',
  'ring',
]);

export function ingredientIllustration(ingredient: {
  id: string;
  name: string;
  groceryCategory: string;
}): string {
  const uid = idPrefix(hashString(ingredient.id));
  const rng = createRng(`${ingredient.id}:ingredient`);
  const found = lookOf(ingredient.id, ingredient.groceryCategory);
  // On its own an herb reads better as a sprig of big leaves than as scattered flecks.
  const look: Look = found.kind === 'herb' ? { ...found, kind: 'leaf' } : found;
  let body = card(categoryTint(ingredient.groceryCategory), uid);
  if (smallBits.has(look.kind)) {
    body +=
      `<g transform="translate(6 9)" opacity=".3" filter="url(#${uid}s)"><circle cx="100" cy="100" r="66"/></g>` +
      `<circle cx="100" cy="100" r="66" fill="#fbf8f2" stroke="#dcd3c4" stroke-width="2"/>` +
      `<circle cx="100" cy="100" r="54" fill="#efe8dc"/>` +
      drawItem({ x: 100, y: 100, size: look.kind === 'liquid' ? 62 : 50, rotate: 0, look, rng }) +
      `<path d="M52 72a56 56 0 0 1 40-30" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".7"/>`;
  } else {
    body +=
      `<g transform="translate(6 9)" opacity=".3" filter="url(#${uid}s)"><circle cx="100" cy="100" r="76"/></g>` +
      `<circle cx="100" cy="100" r="76" fill="#dcae72" stroke="#b98a52" stroke-width="2"/>` +
      `<circle cx="100" cy="100" r="64" fill="none" stroke="#c99a60" stroke-width="1.5" opacity=".6"/>` +
      drawItem({ x: 100, y: 100, size: 54, rotate: rng.range(-20, 20), look, rng });
  }
  return cardDocument(ingredient.name, uid, body);
}

// ---------------------------------------------------------------- packs

interface Pack {
  body: string;
  /** Where the label picture goes. */
  lx: number;
  ly: number;
  lr: number;
}

interface Tier {
  pack: string;
  label: string;
  line: string;
}

function tierColours(brandType: BrandType | undefined, tint: string): Tier {
  if (brandType === 'PREMIUM') return { pack: '#2c2f3a', label: '#f7f1e3', line: '#d4a73a' };
  if (brandType === 'ORGANIC') return { pack: '#c9a878', label: '#f6f0df', line: '#4f9a3a' };
  return { pack: shade(tint, -0.18), label: '#ffffff', line: '#f2c230' };
}

function labelDisc(x: number, y: number, r: number, tier: Tier): string {
  return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${tier.label}" stroke="${tier.line}" stroke-width="3"/>`;
}

function packFor(category: string, look: Look, tier: Tier): Pack {
  if (
    category === 'meat-poultry' ||
    category === 'seafood' ||
    category === 'plant-protein' ||
    category === 'produce'
  ) {
    const foam =
      category === 'meat-poultry' ? '#33302e' : category === 'produce' ? '#d9b98a' : '#f4f2ee';
    return {
      body:
        `<rect x="28" y="52" width="144" height="112" rx="18" fill="${shade(foam, -0.12)}"/>` +
        `<rect x="36" y="58" width="128" height="98" rx="14" fill="${foam}"/>` +
        '{item}' +
        '<path d="M44 70l40-8M120 148l36-10" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".45"/>' +
        `<rect x="118" y="126" width="46" height="28" rx="4" fill="${tier.label}" stroke="${tier.line}" stroke-width="2.5"/>`,
      lx: 100,
      ly: 106,
      lr: 44,
    };
  }
  if (look.kind === 'liquid' && category === 'dairy-eggs') {
    return {
      body:
        `<path d="M62 70l14-26h48l14 26v100H62Z" fill="${tier.label}" stroke="#c8ccd6" stroke-width="2"/>` +
        `<path d="M76 44h48v-10H76Z" fill="${tier.pack}"/><path d="M62 70h76" stroke="#c8ccd6" stroke-width="2"/>` +
        `<rect x="62" y="140" width="76" height="16" fill="${tier.line}"/>`,
      lx: 100,
      ly: 106,
      lr: 27,
    };
  }
  if (category === 'dairy-eggs' || look.kind === 'dollop') {
    return {
      body:
        `<path d="M46 74h108l-10 92H56Z" fill="${tier.label}" stroke="#d0d3da" stroke-width="2"/>` +
        `<rect x="40" y="60" width="120" height="18" rx="6" fill="${tier.pack}"/>` +
        `<path d="M50 150h100" stroke="${tier.line}" stroke-width="6"/>`,
      lx: 100,
      ly: 114,
      lr: 30,
    };
  }
  if (category === 'legumes-canned') {
    return {
      body:
        '<rect x="52" y="46" width="96" height="124" rx="8" fill="#c7ccd3"/>' +
        `<rect x="52" y="66" width="96" height="84" fill="${tier.pack}"/>` +
        '<path d="M52 52h96M52 164h96" stroke="#a9afb8" stroke-width="3"/>' +
        '<rect x="60" y="66" width="8" height="84" fill="#fff" opacity=".25"/>',
      lx: 100,
      ly: 108,
      lr: 30,
    };
  }
  if (category === 'oils-vinegars' || look.kind === 'liquid') {
    return {
      body:
        `<path d="M88 30h24v26q24 14 24 40v66q0 10-10 10H74q-10 0-10-10V96q0-26 24-40Z" fill="${look.color}" stroke="${shade(look.color, -0.3)}" stroke-width="2"/>` +
        `<rect x="86" y="22" width="28" height="14" rx="3" fill="${tier.pack}"/>` +
        '<path d="M74 100v54" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>',
      lx: 100,
      ly: 126,
      lr: 26,
    };
  }
  if (category === 'condiments-sauces' || category === 'herbs-spices') {
    return {
      body:
        `<rect x="56" y="40" width="88" height="24" rx="6" fill="${tier.pack}"/>` +
        `<rect x="50" y="60" width="100" height="110" rx="16" fill="${shade(look.color, 0.25)}" stroke="${shade(look.color, -0.2)}" stroke-width="2"/>` +
        '<path d="M62 74v80" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>',
      lx: 100,
      ly: 116,
      lr: 32,
    };
  }
  // bags and pouches: grains, pasta, baking, nuts, frozen, bakery
  const frozen = category === 'frozen';
  const bag = frozen ? '#bcd9ef' : tier.pack;
  return {
    body:
      `<path d="M48 52h104l6 112q0 6-6 6H48q-6 0-6-6Z" fill="${bag}" stroke="${shade(bag, -0.2)}" stroke-width="2"/>` +
      `<path d="M48 52h104v-10H48Z" fill="${shade(bag, -0.15)}"/><path d="M52 47h96" stroke="${shade(bag, 0.2)}" stroke-width="2" stroke-dasharray="4 3"/>` +
      (frozen
        ? '<path d="M60 66l6 6m0-6l-6 6M136 150l6 6m0-6l-6 6" stroke="#fff" stroke-width="2"/>'
        : '') +
      `<rect x="56" y="146" width="88" height="10" rx="3" fill="${tier.line}"/>`,
    lx: 100,
    ly: 104,
    lr: 34,
  };
}

function ribbon(brandType: BrandType | undefined): string {
  if (brandType === 'ORGANIC') {
    return (
      '<circle cx="166" cy="34" r="22" fill="#3f8f3a" stroke="#fff" stroke-width="3"/>' +
      '<path d="M156 44q0-20 20-20q0 20-20 20Zm0 0l10-10" fill="#bfe39a" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>'
    );
  }
  if (brandType === 'PREMIUM') {
    let d = '';
    for (let i = 0; i < 10; i++) {
      const a = (i * 36 - 90) * (Math.PI / 180);
      const r = i % 2 ? 5.5 : 13;
      d += `${i ? 'L' : 'M'}${pt(166 + Math.cos(a) * r, 34 + Math.sin(a) * r)}`;
    }
    return `<circle cx="166" cy="34" r="22" fill="#d4a73a" stroke="#fff" stroke-width="3"/><path d="${d}Z" fill="#fff6d8"/>`;
  }
  return '';
}

// ---------------------------------------------------------------- extra products

type Extra = (c: string) => string;

const extraPalette = ['#e85d4a', '#2a9d8f', '#f4a261', '#3e6fa6', '#8e5ba8', '#e9c46a'];

const loaf: Extra = (c) =>
  '<path d="M36 160V104q0-44 64-44t64 44v56q0 8-8 8H44q-8 0-8-8Z" fill="#c8843e" stroke="#9a5e26" stroke-width="2"/>' +
  '<path d="M66 82l16 22M94 74l16 24M122 78l16 22" stroke="#f0c98a" stroke-width="6" stroke-linecap="round"/>' +
  `<rect x="36" y="126" width="128" height="22" fill="${c}"/>`;

const rolls: Extra = () =>
  '<g fill="#d99a4e" stroke="#a8672e" stroke-width="2"><circle cx="70" cy="118" r="38"/><circle cx="134" cy="112" r="38"/></g>' +
  '<g fill="#f0d4a0"><circle cx="70" cy="118" r="12"/><circle cx="134" cy="112" r="12"/></g>' +
  '<path d="M50 100q20-12 36 0M114 94q20-12 36 0" stroke="#f3cf8f" stroke-width="4" fill="none" stroke-linecap="round"/>';

const croissant: Extra = () =>
  '<g fill="#dea054" stroke="#a8672e" stroke-width="2.5" stroke-linejoin="round">' +
  '<path d="M40 130q-6-40 30-44l10 52Z"/><path d="M160 130q6-40-30-44l-10 52Z"/>' +
  '<path d="M66 86q34-24 68 0l-10 58q-24 10-48 0Z"/></g>' +
  '<path d="M80 96l8 40M120 96l-8 40M100 84v56" stroke="#f2cc8a" stroke-width="3" stroke-linecap="round"/>';

const tortillas: Extra = () =>
  '<g fill="#f1daa4" stroke="#c89a54" stroke-width="2"><ellipse cx="100" cy="150" rx="70" ry="18"/><ellipse cx="100" cy="138" rx="70" ry="18"/><ellipse cx="100" cy="126" rx="70" ry="18"/></g>' +
  '<path d="M70 122l4 2M110 130l5 1M128 120l3 3" stroke="#b8843e" stroke-width="3" stroke-linecap="round"/>';

const carton: Extra = (c) =>
  `<path d="M58 74l18-32h48l18 32v94H58Z" fill="#fdfcf8" stroke="#c9ccd4" stroke-width="2"/>` +
  `<path d="M76 42h48l-8-10H84Z" fill="${c}"/><path d="M58 74h84" stroke="#c9ccd4" stroke-width="2"/>` +
  `<rect x="58" y="96" width="84" height="50" fill="${c}"/>` +
  `<circle cx="100" cy="121" r="16" fill="#fff" opacity=".9"/>`;

const eggs: Extra = () =>
  '<g fill="#fbf3e6" stroke="#e0d2bc" stroke-width="2"><ellipse cx="62" cy="104" rx="15" ry="19"/><ellipse cx="100" cy="100" rx="15" ry="19"/><ellipse cx="138" cy="104" rx="15" ry="19"/></g>' +
  '<path d="M30 112h140l-8 50q-2 8-10 8H48q-8 0-10-8Z" fill="#c9b08a" stroke="#a38a64" stroke-width="2"/>' +
  '<path d="M44 128q18 10 36 0q20 10 40 0q20 10 36 0" stroke="#a38a64" stroke-width="2" fill="none"/>';

const butterBlock: Extra = (c) =>
  '<path d="M40 98l30-26h92l-30 26Z" fill="#f8e39a"/>' +
  `<path d="M40 98h92v64H40Z" fill="#f4d66a" stroke="#d8b84a" stroke-width="2"/><path d="M132 98l30-26v64l-30 26Z" fill="#e8c24e"/>` +
  `<rect x="40" y="118" width="92" height="20" fill="${c}"/>`;

const tub: Extra = (c) =>
  `<path d="M44 82h112l-12 84H56Z" fill="#fdfcf8" stroke="#cfd2d8" stroke-width="2"/>` +
  `<rect x="38" y="66" width="124" height="20" rx="6" fill="${c}"/>` +
  `<path d="M52 110h96l-2 26H54Z" fill="${c}" opacity=".85"/>`;

const bottle: Extra = (c) =>
  `<path d="M88 26h24v22q22 12 22 36v78q0 10-10 10H76q-10 0-10-10V84q0-24 22-36Z" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
  `<rect x="86" y="18" width="28" height="14" rx="3" fill="${shade(c, -0.35)}"/>` +
  '<rect x="66" y="104" width="68" height="36" fill="#fff" opacity=".85"/>' +
  '<path d="M76 88v64" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".35"/>';

const cans: Extra = (c) => {
  let out = '';
  for (const x of [38, 82, 126]) {
    out += `<rect x="${x}" y="70" width="40" height="96" rx="6" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>`;
    out += `<rect x="${x}" y="70" width="40" height="10" rx="4" fill="#d6dae0"/><path d="M${x + 8} 90v60" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".4"/>`;
  }
  return out;
};

function bagShape(c: string, icon: string): string {
  return (
    `<path d="M46 44h108q-8 62 0 124H46q8-62 0-124Z" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
    `<path d="M46 44h108M46 168h108" stroke="${shade(c, -0.25)}" stroke-width="6" stroke-dasharray="3 3"/>` +
    `<circle cx="100" cy="106" r="36" fill="#fff" opacity=".9"/>${icon}`
  );
}

function boxShape(c: string, icon: string, wide = false): string {
  const [x, y, w, h] = wide ? [26, 78, 148, 88] : [52, 30, 96, 140];
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
    `<path d="M${x + w} ${y}l10 8v${h}l-10 -8Z" fill="${shade(c, -0.2)}"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="14" rx="3" fill="#fff" opacity=".85"/>` +
    `<circle cx="100" cy="${y + h / 2 + 10}" r="${wide ? 28 : 34}" fill="#fff" opacity=".92"/>${icon}`
  );
}

const bar: Extra = (c) =>
  `<g transform="rotate(-14 100 110)"><rect x="34" y="84" width="132" height="52" rx="4" fill="${c}"/>` +
  `<path d="M34 84v52M166 84v52" stroke="${shade(c, -0.3)}" stroke-width="6" stroke-dasharray="3 3"/>` +
  '<rect x="70" y="96" width="60" height="28" rx="3" fill="#fff" opacity=".9"/>' +
  '<path d="M84 110h32" stroke="#5b3422" stroke-width="6" stroke-linecap="round"/></g>';

const paperRoll: Extra = () =>
  '<g stroke="#d6d2ca" stroke-width="2"><rect x="40" y="60" width="54" height="108" rx="6" fill="#fdfcf9"/><rect x="106" y="60" width="54" height="108" rx="6" fill="#fdfcf9"/></g>' +
  '<g fill="#efebe3" stroke="#d6d2ca" stroke-width="2"><ellipse cx="67" cy="60" rx="27" ry="9"/><ellipse cx="133" cy="60" rx="27" ry="9"/></g>' +
  '<g fill="#c9b79a"><ellipse cx="67" cy="60" rx="8" ry="3"/><ellipse cx="133" cy="60" rx="8" ry="3"/></g>' +
  '<path d="M40 120h54M106 120h54" stroke="#9cc7e0" stroke-width="4" stroke-dasharray="2 4"/>';

const spray: Extra = (c) =>
  `<path d="M70 80h56l6 80q0 10-10 10H74q-10 0-10-10Z" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
  '<path d="M80 80V58h34l26 10v10h-22l-4-8h-10v10Z" fill="#f4f4f4" stroke="#b8bcc2" stroke-width="2"/>' +
  '<path d="M96 58l-6-14h14z" fill="#f4f4f4"/>' +
  '<rect x="72" y="108" width="52" height="32" rx="4" fill="#fff" opacity=".85"/>';

const jug: Extra = (c) =>
  `<path d="M44 70q0-14 14-14h34l10-18h22v18h20q14 0 14 14v92q0 8-8 8H52q-8 0-8-8Z" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
  `<path d="M128 74h14v40h-14" fill="none" stroke="${shade(c, -0.25)}" stroke-width="8" stroke-linejoin="round"/>` +
  '<rect x="56" y="96" width="64" height="44" rx="6" fill="#fff" opacity=".85"/>';

const tube: Extra = (c) =>
  '<g transform="rotate(-18 100 110)">' +
  `<path d="M40 88h104l16 14v16l-16 14H40Z" fill="#f8f8f6" stroke="#c8ccd2" stroke-width="2"/>` +
  `<rect x="160" y="98" width="16" height="24" rx="3" fill="${c}"/>` +
  `<path d="M40 88v44" stroke="${shade(c, -0.2)}" stroke-width="6" stroke-dasharray="3 3"/>` +
  `<rect x="62" y="98" width="64" height="24" rx="4" fill="${c}"/></g>`;

const jar: Extra = (c) =>
  `<rect x="58" y="44" width="84" height="22" rx="6" fill="${shade(c, -0.3)}"/>` +
  `<rect x="50" y="62" width="100" height="108" rx="16" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2"/>` +
  '<rect x="56" y="92" width="88" height="44" fill="#fff" opacity=".88"/>' +
  '<path d="M62 72v84" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>';

const iconLook = (kind: Look['kind'], color: string, accent: string): Look => ({
  kind,
  color,
  accent,
  role: 'veg',
});

function icon(look: Look, rng: Rng, x: number, y: number, size: number): string {
  return drawItem({ x, y, size, rotate: 0, look, rng });
}

/** Which extra shape a product is, from words in its id and name. */
function extraDrawing(id: string, name: string, category: string, rng: Rng): string {
  const text = ` ${`${id} ${name}`.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const has = (...keys: string[]) => keys.some((k) => text.includes(` ${k}`));
  const c = rng.pick(extraPalette);
  if (has('paper towel', 'toilet', 'tissue', 'napkin')) return paperRoll(c);
  if (has('foil', 'plastic wrap', 'parchment', 'wrap '))
    return boxShape(
      '#c8ccd4',
      '<path d="M74 134h52" stroke="#8a9098" stroke-width="10" stroke-linecap="round"/>',
      true,
    );
  if (has('garbage', 'trash', 'bin bag', 'compost'))
    return boxShape('#3a3f4a', icon(iconLook('ring', '#2a2d33', '#555'), rng, 100, 132, 22), true);
  if (has('laundry', 'detergent', 'fabric')) return jug('#3e6fa6');
  if (has('cleaner', 'spray', 'disinfect', 'multi surface', 'all purpose')) return spray('#5ab0d8');
  if (has('dish', 'hand soap', 'soap', 'shampoo', 'conditioner', 'body wash', 'lotion'))
    return bottle(has('dish') ? '#7cc35a' : c);
  if (has('toothpaste', 'tooth', 'sunscreen')) return tube('#d9343a');
  if (has('deodorant', 'razor', 'floss', 'toothbrush')) return tube(c);
  if (has('bagel', 'english muffin', 'bun', 'roll', 'muffin')) return rolls(c);
  if (has('croissant')) return croissant(c);
  if (has('tortilla', 'wrap', 'pita', 'naan')) return tortillas(c);
  if (has('bread', 'loaf', 'baguette', 'sourdough', 'rye')) return loaf(c);
  if (has('egg')) return eggs(c);
  if (has('butter', 'margarine')) return butterBlock('#3e6fa6');
  if (has('ice cream', 'gelato', 'frozen yogurt'))
    return tub('#e07aa0') + icon(iconLook('dollop', '#f8d0dc', '#e6a8bc'), rng, 100, 124, 18);
  if (has('yogurt', 'sour cream', 'cottage', 'cream cheese', 'hummus', 'dip')) return tub(c);
  if (has('pizza'))
    return boxShape(
      '#c0392b',
      icon(iconLook('sauce', '#d9482f', '#f08a5a'), rng, 100, 132, 20),
      true,
    );
  if (has('frozen', 'fries', 'nugget', 'dumpling', 'perogies', 'pierogi', 'waffle')) {
    const inner = has('berr', 'fruit')
      ? iconLook('berry', '#3b4a8f', '#6a7cc0')
      : has('fries')
        ? iconLook('stick', '#f0c861', '#f8dc8a')
        : iconLook('dots', '#6cb33e', '#9bd46a');
    return bagShape('#bcd9ef', icon(inner, rng, 100, 106, 26));
  }
  if (has('sparkling', 'soda', 'pop', 'cola', 'can'))
    return cans(has('sparkling', 'water') ? '#4ab0d9' : c);
  if (has('kombucha', 'water', 'juice', 'lemonade', 'iced tea') && !has('milk')) {
    const juice = has('orange')
      ? '#f5932a'
      : has('apple')
        ? '#e8b830'
        : has('kombucha')
          ? '#c98a3a'
          : has('water')
            ? '#8fd0ee'
            : '#e85d4a';
    return has('kombucha', 'water') ? bottle(juice) : carton(juice);
  }
  if (has('milk', 'cream', 'beverage', 'kefir', 'eggnog'))
    return carton(has('chocolate') ? '#7a4a2c' : '#3e6fa6');
  if (has('coffee', 'espresso'))
    return bagShape('#3a2a22', icon(iconLook('nut', '#5a3520', '#7a4a2c'), rng, 100, 106, 26));
  if (has('tea'))
    return boxShape('#4f8a6b', icon(iconLook('herb', '#3f8f3a', '#6ab04e'), rng, 100, 110, 24));
  if (has('chip', 'crisps', 'puffs', 'pretzel'))
    return bagShape(c, icon(iconLook('flatbread', '#f2c45a', '#c8862e'), rng, 100, 106, 24));
  if (has('popcorn'))
    return bagShape('#d9343a', icon(iconLook('dots', '#fff6dc', '#f2c45a'), rng, 100, 106, 28));
  if (has('candy', 'gumm', 'jelly'))
    return bagShape('#8e5ba8', icon(iconLook('berry', '#e85d4a', '#ffd0a0'), rng, 100, 106, 24));
  if (has('chocolate')) return bar('#5b3422');
  if (has('bar', 'bars'))
    return boxShape(c, icon(iconLook('grain', '#e2c58f', '#b88a4a'), rng, 100, 132, 22), true);
  if (has('cracker', 'cookie', 'biscuit'))
    return boxShape(c, icon(iconLook('cube', '#e8b868', '#c8903e'), rng, 100, 132, 22), true);
  if (has('cereal', 'flakes', 'o s', 'granola', 'oat', 'oatmeal', 'muesli')) {
    return boxShape(c, icon(iconLook('grain', '#f0cf7a', '#c8963e'), rng, 100, 110, 28));
  }
  if (has('jam', 'honey', 'spread', 'peanut', 'syrup', 'nutella'))
    return jar(has('honey', 'syrup') ? '#e0a12a' : '#b8321f');
  if (has('nuts', 'trail', 'almond', 'cashew', 'seeds'))
    return bagShape(c, icon(iconLook('nut', '#c8945a', '#a8743a'), rng, 100, 106, 26));
  switch (category) {
    case 'bread-bakery':
      return loaf(c);
    case 'drinks':
      return bottle(c);
    case 'dairy':
      return carton('#3e6fa6');
    case 'breakfast':
      return boxShape(c, icon(iconLook('grain', '#f0cf7a', '#c8963e'), rng, 100, 110, 28));
    case 'frozen':
      return bagShape('#bcd9ef', icon(iconLook('dots', '#6cb33e', '#9bd46a'), rng, 100, 106, 26));
    case 'household':
      return spray('#5ab0d8');
    case 'personal-care':
      return bottle('#8e5ba8');
    default:
      return bagShape(c, icon(iconLook('nut', '#c8945a', '#a8743a'), rng, 100, 106, 26));
  }
}

const extraTints: Record<string, string> = {
  'bread-bakery': '#f6e4c8',
  drinks: '#dcecf6',
  snacks: '#f8e4cc',
  breakfast: '#f6ebcf',
  dairy: '#e8eef8',
  frozen: '#dcecf6',
  household: '#e4eef0',
  'personal-care': '#f0e4f0',
};

export function productIllustration(product: {
  id: string;
  name: string;
  category: string;
  brandType?: BrandType;
}): string {
  const uid = idPrefix(hashString(product.id));
  const rng = createRng(`${product.id}:product`);
  const extra = product.id.startsWith('x-') || !isGroceryCategory(product.category);
  let body: string;
  if (extra) {
    body =
      card(extraTints[product.category] ?? '#f2e8da', uid) +
      extraDrawing(product.id, product.name, product.category, rng);
  } else {
    const tint = categoryTint(product.category);
    const look = lookOf(product.id, product.category);
    const tier = tierColours(product.brandType, tint);
    const pack: Pack =
      look.kind === 'egg'
        ? { body: eggs(tier.line), lx: 0, ly: 0, lr: 0 }
        : packFor(product.category, look, tier);
    const tray = pack.body.includes('{item}');
    const item = !pack.lr
      ? ''
      : tray
        ? drawItem({ x: pack.lx, y: pack.ly, size: pack.lr, rotate: rng.range(-15, 15), look, rng })
        : labelDisc(pack.lx, pack.ly, pack.lr, tier) +
          drawItem({ x: pack.lx, y: pack.ly, size: pack.lr * 0.72, rotate: 0, look, rng });
    body = card(tint, uid) + (tray ? pack.body.replace('{item}', item) : pack.body + item);
  }
  body += ribbon(product.brandType);
  return cardDocument(product.name, uid, body);
}
