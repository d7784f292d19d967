/**
 * A recipe as a plated dish seen from above: its main ingredients chosen by role (base,
 * protein, vegetables, topping, sauce), laid out on the vessel with a seeded composition,
 * then a garnish.
 */
import { type Look, lookOf, mix, shade, tableStyle } from './palette.js';
import {
  isSoup,
  napkinAndFork,
  tableDefs,
  tableTop,
  type VesselKind,
  vessel,
  vesselFor,
} from './plate.js';
import { createRng, hashString, type Rng } from './prng.js';
import { drawItem, polar } from './shapes.js';
import { idPrefix, num, pt, shadowFilter, svgDocument } from './svg.js';

export interface IllustratedIngredient {
  id: string;
  groceryCategory: string;
}

export interface IllustratedRecipe {
  id: string;
  name: string;
  cuisine: string;
  ingredients: IllustratedIngredient[];
}

export interface DishItems {
  base?: Look;
  proteins: Look[];
  veg: Look[];
  topping?: Look;
  sauce?: Look;
  garnish: Look[];
}

const fallbackVeg: Look = { kind: 'leaf', color: '#6dbb4a', accent: '#9bd46a', role: 'veg' };

/** The main ingredients of a recipe by role, at most `max` shapes besides the garnish. */
export function dishItems(ingredients: IllustratedIngredient[], max = 7): DishItems {
  const seen = new Set<string>();
  const looks: Look[] = [];
  for (const ingredient of ingredients) {
    const look = lookOf(ingredient.id, ingredient.groceryCategory);
    const key = `${look.kind}${look.color}`;
    if (look.role === 'skip' || seen.has(key)) continue;
    seen.add(key);
    looks.push(look);
  }
  const of = (role: Look['role']) => looks.filter((l) => l.role === role);
  const drawable = (l: Look) => l.kind !== 'liquid';
  const items: DishItems = {
    base: of('base')[0],
    proteins: of('protein').slice(0, 2),
    veg: of('veg'),
    topping: of('topping')[0],
    sauce: of('sauce').filter(drawable)[0],
    garnish: of('garnish').slice(0, 2),
  };
  let budget =
    max -
    (items.base ? 1 : 0) -
    items.proteins.length -
    (items.topping ? 1 : 0) -
    (items.sauce ? 1 : 0);
  if (budget < 1 && items.topping) {
    items.topping = undefined;
    budget++;
  }
  if (budget < 1 && items.sauce) {
    items.sauce = undefined;
    budget++;
  }
  items.veg = items.veg.slice(0, Math.max(1, Math.min(3, budget)));
  const count = () =>
    (items.base ? 1 : 0) +
    items.proteins.length +
    items.veg.length +
    (items.topping ? 1 : 0) +
    (items.sauce ? 1 : 0);
  if (count() < 3) {
    // Few drawable ingredients: let a garnish count as a main shape, then fall back to greens.
    const extra = looks.filter((l) => l.role === 'garnish' && !items.veg.includes(l));
    while (count() < 3)
      items.veg.push(
        extra.shift() ?? { ...fallbackVeg, color: count() ? '#8ec86a' : fallbackVeg.color },
      );
  }
  return items;
}

/** The colour of the liquid in a soup, stew or curry. */
export function brothColour(
  ingredients: IllustratedIngredient[],
  cuisine: string,
  name = '',
): string {
  const ids = ingredients.map((i) => i.id);
  const has = (...keys: string[]) => keys.some((k) => ids.some((id) => id.includes(k)));
  const coconut = has('coconut-milk');
  if (has('red-curry-paste')) return coconut ? '#e58a45' : '#d2552f';
  if (has('crushed-tomatoes', 'diced-tomatoes', 'tomato-paste', 'marinara')) {
    return coconut || has('heavy-cream', 'half-and-half') ? '#d8743f' : '#c64a2c';
  }
  if (
    (has('lentils-red', 'butternut', 'pumpkin-puree', 'sweet-potato') || /carrot/i.test(name)) &&
    !has('beef-broth')
  ) {
    return coconut ? '#eea34e' : '#e6903a';
  }
  if (coconut) return has('turmeric', 'curry-powder', 'garam-masala') ? '#eec25e' : '#f2e6c8';
  if (has('miso-paste')) return '#d6b27a';
  if (has('beef-broth')) return '#a8642e';
  if (has('heavy-cream', 'milk', 'half-and-half')) return '#f1e6cc';
  if (has('turmeric', 'curry-powder')) return '#e2aa38';
  if (has('black-beans', 'kidney-beans', 'chili-powder')) return '#9a3f26';
  if (has('rolled-oats')) return '#e8d6b0';
  return cuisine === 'japanese' || cuisine === 'vietnamese' ? '#d8a862' : '#e0b65c';
}

/** Baked goods and griddle breakfasts: the name says what sits on the plate. */
function bakedLook(recipe: IllustratedRecipe): Look | undefined {
  const name = ` ${recipe.name.toLowerCase()} `;
  const chocolate = /chocolate|cocoa|brownie/.test(name);
  if (/ (pancakes?|waffles?|crepes?|french toast) /.test(name)) {
    return { kind: 'flatbread', color: '#e9b85e', accent: '#b8732c', role: 'base' };
  }
  if (
    / (bread|loaf|muffins?|scones?|cake|brownies?|bars|cookies|biscuits|bannock|granola) /.test(
      name,
    )
  ) {
    return chocolate
      ? { kind: 'bread', color: '#8a5a3a', accent: '#4e2e1e', role: 'base' }
      : { kind: 'bread', color: '#e6b574', accent: '#a0602a', role: 'base' };
  }
  return undefined;
}

/** A smoothie takes the colour of its fruit and greens, softened by milk or yogurt. */
function smoothieColour(items: DishItems): string {
  const colours = [...items.veg, ...items.proteins].map((l) => l.color);
  const base = colours.reduce((acc, c, i) => mix(acc, c, 1 / (i + 1)), colours[0] ?? '#e88aa0');
  return mix(base, '#fff8ee', 0.3);
}

interface Placed {
  look: Look;
  x: number;
  y: number;
  size: number;
}

function place(look: Look, angle: number, dist: number, size: number, rng: Rng): Placed {
  const [x, y] = polar(angle + rng.range(-8, 8), dist * rng.range(0.92, 1.05));
  return { look, x, y, size: size * rng.range(0.92, 1.06) };
}

function layoutPlate(items: DishItems, plateRadius: number, rng: Rng): Placed[] {
  const out: Placed[] = [];
  const n = (items.base ? 1 : 0) + items.proteins.length + items.veg.length;
  // Fewer shapes are drawn larger so that every plate looks full.
  const ri = plateRadius * (n <= 3 ? 1.22 : n <= 4 ? 1.12 : 1.04);
  const theta = rng.range(140, 220);
  const hero = items.proteins[0];
  const rest = [...items.proteins.slice(1), ...items.veg];
  if (items.base) {
    out.push(place(items.base, theta, ri * 0.4, ri * 0.64, rng));
    const onBase = ['pasta', 'short-pasta', 'noodle'].includes(items.base.kind);
    if (items.sauce && onBase) out.push(place(items.sauce, theta, ri * 0.36, ri * 0.36, rng));
    if (hero) {
      if (items.sauce && !onBase)
        out.push(place(items.sauce, theta + 180, ri * 0.3, ri * 0.55, rng));
      out.push(place(hero, theta + 180, ri * 0.32, ri * 0.54, rng));
    }
    const slots = [95, 265, 140, 220, 40, 320];
    rest.forEach((look, i) => {
      out.push(place(look, theta + (slots[i] ?? 180), ri * 0.66, ri * 0.38, rng));
    });
    if (items.topping) out.push(place(items.topping, theta + 20, ri * 0.42, ri * 0.34, rng));
  } else {
    if (hero && items.sauce) out.push(place(items.sauce, theta, ri * 0.12, ri * 0.6, rng));
    if (hero) out.push(place(hero, theta, ri * 0.1, ri * 0.56, rng));
    const step = 360 / Math.max(rest.length, 1);
    rest.forEach((look, i) => {
      out.push(place(look, theta + 40 + i * step, hero ? ri * 0.66 : ri * 0.52, ri * 0.4, rng));
    });
    if (items.sauce && !hero) out.push(place(items.sauce, theta, ri * 0.05, ri * 0.36, rng));
    if (items.topping) out.push(place(items.topping, theta + 10, ri * 0.15, ri * 0.34, rng));
  }
  return out;
}

function layoutBowl(items: DishItems, bowlRadius: number, soup: boolean, rng: Rng): Placed[] {
  const out: Placed[] = [];
  const n = items.proteins.length + items.veg.length;
  const ri = bowlRadius * (n <= 3 ? 1.15 : 1.05);
  const theta = rng.range(0, 360);
  const [hero, ...others] = items.proteins;
  let ring = [...others, ...items.veg];
  if (items.base) {
    out.push(place(items.base, 0, 0, soup ? ri * 0.55 : bowlRadius, rng));
  } else if (!soup && ring[0]?.kind === 'leaf') {
    const bed = ring[0];
    for (let k = 0; k < 4; k++) out.push(place(bed, theta + k * 90, ri * 0.48, ri * 0.55, rng));
    ring = ring.slice(1);
  }
  if (items.sauce && !soup) ring.push(items.sauce);
  if (items.topping) ring.push(items.topping);
  const step = 360 / Math.max(ring.length, 1);
  ring.forEach((look, i) => {
    out.push(
      place(look, theta + i * step, ri * (soup ? 0.55 : 0.56), ri * (soup ? 0.32 : 0.4), rng),
    );
  });
  if (hero)
    out.push(
      place(hero, theta + step / 2, soup ? ri * 0.12 : ri * 0.08, ri * (soup ? 0.38 : 0.46), rng),
    );
  return out;
}

function layoutPan(items: DishItems, halfW: number, halfH: number, rng: Rng): Placed[] {
  const looks = [...items.proteins, ...items.veg, ...(items.base ? [items.base] : [])];
  const cols = 3;
  const rows = 2;
  const out: Placed[] = [];
  const offset = rng.int(0, looks.length - 1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const look = looks[(r * cols + c + offset + r) % looks.length];
      if (!look) continue;
      const x = -halfW + ((c + 0.5) * 2 * halfW) / cols + rng.range(-6, 6);
      const y = -halfH + ((r + 0.5) * 2 * halfH) / rows + rng.range(-4, 4);
      out.push({ look, x, y, size: Math.min(halfW / cols, halfH / rows) * rng.range(0.95, 1.05) });
    }
  }
  return out;
}

function garnishes(items: DishItems, vesselKind: VesselKind, ri: number, rng: Rng): Placed[] {
  const out: Placed[] = [];
  for (const look of items.garnish) {
    if (look.kind === 'wedge') {
      const [x, y] = polar(rng.range(-70, 20), ri * 0.78);
      out.push({ look, x, y, size: ri * 0.26 });
    } else if (vesselKind === 'sheet-pan') {
      out.push({ look, x: -ri * 0.6, y: 0, size: ri * 0.7 });
      out.push({ look, x: ri * 0.6, y: 0, size: ri * 0.7 });
    } else {
      out.push({
        look,
        x: rng.range(-6, 6),
        y: rng.range(-6, 6),
        size: ri * (look.kind === 'nut' ? 0.7 : 0.8),
      });
    }
  }
  return out;
}

/** The vessel and its food, drawn around (0, 0) with outer radius `r`. */
export function dish(
  recipe: IllustratedRecipe,
  r: number,
  uid: string,
  options: { maxItems?: number; mini?: boolean } = {},
): string {
  const rng = createRng(`${recipe.id}:dish`);
  const style = tableStyle(recipe.cuisine);
  let kind = vesselFor(recipe.name);
  if (options.mini && (kind === 'skillet' || kind === 'sheet-pan')) kind = 'plate';
  const soup = kind === 'bowl' && isSoup(recipe.name);
  const smoothie = soup && / smoothie/i.test(` ${recipe.name}`);
  const items = dishItems(recipe.ingredients, options.maxItems ?? 7);
  const baked = bakedLook(recipe);
  if (baked) items.base = baked;
  if (smoothie) items.base = undefined;
  if (options.mini)
    items.garnish = items.garnish
      .filter((g) => g.kind === 'wedge' || g.kind === 'herb')
      .slice(0, 1);
  const v = vessel(kind, style, r, uid);
  let food = '';
  if (soup) {
    const broth = smoothie
      ? smoothieColour(items)
      : brothColour(recipe.ingredients, recipe.cuisine, recipe.name);
    food += `<circle r="${num(v.inner)}" fill="${broth}"/>`;
    food += `<circle r="${num(v.inner)}" fill="none" stroke="${shade(broth, -0.15)}" stroke-width="5" opacity=".6"/>`;
    for (let i = 0; i < 5; i++) {
      const [x, y] = polar(rng.range(0, 360), rng.range(0.2, 0.85) * v.inner);
      food += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(rng.range(1.5, 3.5))}" fill="${mix(broth, '#fff3c0', 0.5)}" opacity=".8"/>`;
    }
  } else if (kind === 'skillet' && items.sauce) {
    food += `<circle r="${num(v.inner * 0.96)}" fill="${items.sauce.color}"/>`;
    items.sauce = undefined;
  }
  let placed: Placed[];
  if (kind === 'sheet-pan') placed = layoutPan(items, r * 1.3, r * 0.78, rng);
  else if (kind === 'plate') placed = layoutPlate(items, v.inner, rng);
  else placed = layoutBowl(items, v.inner, soup, rng);
  placed.push(...garnishes(items, kind, kind === 'sheet-pan' ? r : v.inner, rng));
  for (const p of placed) {
    food += drawItem({ ...p, rotate: rng.range(-30, 30), rng });
  }
  const clip = kind === 'plate' ? '' : ` clip-path="url(#${uid}c)"`;
  return `${v.back}<clipPath id="${uid}c"><path d="${v.clip}"/></clipPath><g${clip}>${food}</g>`;
}

export function recipeIllustration(recipe: IllustratedRecipe): string {
  const uid = idPrefix(hashString(recipe.id));
  const rng = createRng(`${recipe.id}:table`);
  const style = tableStyle(recipe.cuisine);
  const kind = vesselFor(recipe.name);
  let body = tableTop(style, 400, 300, rng, uid);
  if (kind === 'plate' || kind === 'bowl') body += napkinAndFork(style, rng, uid, 364);
  const cx = kind === 'skillet' ? 180 : 196;
  const r = kind === 'sheet-pan' ? 108 : kind === 'skillet' ? 112 : 118;
  body += `<g transform="translate(${pt(cx, 152)})">${dish(recipe, r, uid)}</g>`;
  return svgDocument({
    width: 400,
    height: 300,
    title: recipe.name,
    defs: shadowFilter(`${uid}s`, 6) + tableDefs(style, uid),
    body,
  });
}
