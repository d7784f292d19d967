/** A curated box: an open kraft-paper box holding mini dishes of its first three recipes. */
import { tableStyle } from './palette.js';
import { tableDefs, tableTop } from './plate.js';
import { createRng, hashString } from './prng.js';
import { dish, type IllustratedRecipe } from './recipe.js';
import { idPrefix, num, pt, shadowFilter, svgDocument } from './svg.js';

export interface IllustratedBox {
  id: string;
  name: string;
  recipes: IllustratedRecipe[];
}

const slots: [number, number][] = [
  [122, 108],
  [278, 108],
  [200, 200],
];

export function boxIllustration(box: IllustratedBox): string {
  const uid = idPrefix(hashString(box.id));
  const rng = createRng(`${box.id}:box`);
  const style = { ...tableStyle('canadian'), table: '#e9dcc6', pattern: 'linen' as const };
  let body = tableTop(style, 400, 300, rng, uid);
  body +=
    `<g transform="translate(8 10)" opacity=".3" filter="url(#${uid}s)"><rect x="36" y="30" width="328" height="250" rx="10"/></g>` +
    '<path d="M36 40L14 14h372l-22 26Z" fill="#b98a56"/>' +
    '<rect x="36" y="30" width="328" height="250" rx="10" fill="#c99a62" stroke="#a87a44" stroke-width="2"/>' +
    '<rect x="50" y="44" width="300" height="222" rx="6" fill="#b5864f"/>' +
    '<path d="M64 58l20 0M98 58l20 0M300 252l20 0" stroke="#d8b07a" stroke-width="3" stroke-linecap="round" opacity=".7"/>';
  const recipes = box.recipes.slice(0, 3);
  recipes.forEach((recipe, i) => {
    const [x, y] = slots[recipes.length === 1 ? 2 : i] ?? [200, 150];
    const scale = recipes.length === 1 ? 1.25 : 1;
    body += `<g transform="translate(${pt(x, recipes.length === 1 ? 155 : y)}) rotate(${num(rng.range(-10, 10))}) scale(${scale})">${dish(recipe, 62, `${uid}${i}`, { maxItems: 3, mini: true })}</g>`;
  });
  if (recipes.length === 0) {
    body +=
      '<path d="M150 150h100M200 100v100" stroke="#e0c090" stroke-width="10" stroke-linecap="round"/>';
  }
  body +=
    '<rect x="300" y="236" width="70" height="30" rx="4" fill="#f7f1e3" stroke="#a87a44" transform="rotate(-6 335 251)"/>' +
    '<path d="M314 250h42" stroke="#c23b32" stroke-width="5" stroke-linecap="round" transform="rotate(-6 335 251)"/>';
  const defs =
    shadowFilter(`${uid}s`, 6) +
    recipes.map((_, i) => shadowFilter(`${uid}${i}s`, 4)).join('') +
    tableDefs(style, uid);
  return svgDocument({ width: 400, height: 300, title: box.name, defs, body });
}
