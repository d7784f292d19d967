/**
 * The setting: a table top per cuisine, a napkin and fork, and the vessel (plate, bowl,
 * skillet or sheet pan) chosen from the recipe name. Vessels are drawn around (0, 0).
 */
import { shade, type TableStyle } from './palette.js';
import type { Rng } from './prng.js';
import { num, pt } from './svg.js';

export type VesselKind = 'plate' | 'bowl' | 'skillet' | 'sheet-pan';

const words = (name: string) => ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
const hasAny = (text: string, keys: string[]) => keys.some((k) => text.includes(` ${k} `));

const list = (text: string) => text.split(' ');

/** Words that make a dish a soup whatever else the name says. */
const soupWords = list(
  'soup soups stew stews chowder bisque broth pho ramen pozole congee gumbo porridge oatmeal ' +
    'laksa minestrone goulash jjigae dal daal dhal smoothie smoothies',
);
/** Saucy dishes served in a bowl, unless the name says they come another way. */
const saucyWords = list('curry curries korma masala makhani tagine vindaloo fagioli');
const dryWords = list(
  'omelette omelet toast sandwich sandwiches wrap wraps spaghetti pasta taco tacos burger ' +
    'burgers skewers pizza quesadilla quesadillas salad salads bowl bowls cutlets burrito ' +
    'burritos fritters pancakes muffins',
);
const bowlWords = list('salad salads bowl bowls poke bibimbap slaw parfait');

/** A liquid dish, drawn as a filled bowl. */
export function isSoup(name: string): boolean {
  const text = words(name);
  if (hasAny(text, soupWords)) return true;
  if (hasAny(text, dryWords)) return false;
  // "chili" is a stew when it names the dish, a seasoning in "with chili and parsley".
  return hasAny(text, saucyWords) || text.trimEnd().endsWith(' chili');
}

export function vesselFor(name: string): VesselKind {
  const text = words(name);
  if (text.includes(' sheet pan ') || hasAny(text, ['traybake', 'tray', 'sheetpan']))
    return 'sheet-pan';
  if (hasAny(text, ['skillet', 'frittata', 'shakshuka', 'hash', 'paella', 'cast']))
    return 'skillet';
  if (hasAny(text, bowlWords) || isSoup(name)) return 'bowl';
  return 'plate';
}

/** Defs needed by the table pattern (a <pattern> or nothing). */
export function tableDefs(style: TableStyle, uid: string): string {
  const line = shade(style.table, -0.12);
  switch (style.pattern) {
    case 'linen':
      return `<pattern id="${uid}p" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 .5h6M.5 0v6" stroke="${line}" stroke-width="1" opacity=".35"/></pattern>`;
    case 'check':
      return `<pattern id="${uid}p" width="44" height="44" patternUnits="userSpaceOnUse"><rect width="22" height="44" fill="${style.napkin}" opacity=".22"/><rect width="44" height="22" fill="${style.napkin}" opacity=".22"/></pattern>`;
    case 'tile':
      return `<pattern id="${uid}p" width="50" height="50" patternUnits="userSpaceOnUse"><rect x="2" y="2" width="46" height="46" rx="3" fill="${shade(style.table, 0.06)}"/><circle cx="25" cy="25" r="7" fill="none" stroke="${shade(style.table, 0.25)}" stroke-width="2" opacity=".6"/></pattern>`;
    case 'stripe':
      return `<pattern id="${uid}p" width="48" height="10" patternUnits="userSpaceOnUse"><rect width="18" height="10" fill="${shade(style.table, 0.18)}" opacity=".6"/><rect x="22" width="3" height="10" fill="${style.napkin}" opacity=".3"/></pattern>`;
    default:
      return '';
  }
}

export function tableTop(
  style: TableStyle,
  width: number,
  height: number,
  rng: Rng,
  uid: string,
): string {
  let out = `<rect width="${width}" height="${height}" fill="${style.table}"/>`;
  if (style.pattern === 'wood') {
    const planks = 4;
    let seams = '';
    let grain = '';
    for (let i = 1; i < planks; i++) {
      const y = (height / planks) * i + rng.range(-6, 6);
      seams += `M0 ${num(y)}H${width}`;
    }
    for (let i = 0; i < 9; i++) {
      const y = rng.range(0, height);
      const amp = rng.range(2, 5);
      grain += `M${pt(rng.range(-40, width / 2), y)}q${pt(60, -amp)} 120 0t120 0`;
    }
    out += `<path d="${grain}" stroke="${shade(style.table, -0.08)}" stroke-width="1.5" fill="none" opacity=".7"/>`;
    out += `<path d="${seams}" stroke="${shade(style.table, -0.22)}" stroke-width="2"/>`;
  } else {
    out += `<rect width="${width}" height="${height}" fill="url(#${uid}p)"/>`;
  }
  return out;
}

export function napkinAndFork(style: TableStyle, rng: Rng, uid: string, forkX: number): string {
  const tilt = num(rng.range(-16, -8));
  const napkin =
    `<g transform="translate(${pt(-18, 196)}) rotate(${tilt})">` +
    `<rect width="130" height="96" rx="6" fill="${style.napkin}"/>` +
    `<path d="M12 12h106M12 84h106" stroke="${shade(style.napkin, 0.3)}" stroke-width="2" stroke-dasharray="5 4" opacity=".7"/>` +
    `<path d="M0 48h130" stroke="${shade(style.napkin, -0.2)}" stroke-width="1.5" opacity=".6"/></g>`;
  const steel = '#dfe2e6';
  const fork =
    `<g transform="translate(${pt(forkX, 150)}) rotate(${num(rng.range(-4, 4))})">` +
    `<rect x="-3" y="-95" width="8" height="200" rx="4" fill="#000" opacity=".14" filter="url(#${uid}s)"/>` +
    `<rect x="-4.5" y="-20" width="9" height="120" rx="4.5" fill="${steel}" stroke="#b9bec5"/>` +
    `<path d="M-9 -95v32q0 14 9 16q9-2 9-16v-32M-3 -95v30M3 -95v30" stroke="${steel}" stroke-width="3.4" stroke-linecap="round" fill="none"/>` +
    `<path d="M-8 -60q8 20 16 0" fill="${steel}"/></g>`;
  return napkin + fork;
}

export interface Vessel {
  back: string;
  /** Radius (or half size) of the area food sits on. */
  inner: number;
  /** Path of the food area, for clipping. */
  clip: string;
}

function circlePath(r: number): string {
  return `M${num(-r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 0 ${num(-2 * r)} 0Z`;
}

/** A vessel of outer radius `r` at (0, 0). The shadow uses the filter `${uid}s`. */
export function vessel(kind: VesselKind, style: TableStyle, r: number, uid: string): Vessel {
  const shadow = (shape: string) =>
    `<g transform="translate(6 9)" opacity=".32" filter="url(#${uid}s)">${shape}</g>`;
  switch (kind) {
    case 'bowl': {
      const glaze = style.bowl;
      const inner = r * 0.8;
      return {
        back:
          shadow(`<circle r="${num(r)}" fill="#3a2410"/>`) +
          `<circle r="${num(r)}" fill="${glaze}" stroke="${shade(glaze, -0.2)}" stroke-width="1.5"/>` +
          `<circle r="${num(r * 0.9)}" fill="${shade(glaze, -0.1)}"/>` +
          `<path d="M${pt(-r * 0.72, -r * 0.5)}A${num(r * 0.88)} ${num(r * 0.88)} 0 0 1 ${pt(r * 0.3, -r * 0.83)}" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".45"/>` +
          `<circle r="${num(inner)}" fill="${shade(glaze, -0.04)}"/>`,
        inner,
        clip: circlePath(inner),
      };
    }
    case 'skillet': {
      const inner = r * 0.84;
      return {
        back:
          shadow(
            `<circle r="${num(r)}" fill="#000"/><rect x="${num(r * 0.8)}" y="-12" width="${num(r * 0.7)}" height="24" rx="12" fill="#000"/>`,
          ) +
          `<rect x="${num(r * 0.8)}" y="-11" width="${num(r * 0.72)}" height="22" rx="11" fill="#2a2a2c"/>` +
          `<circle cx="${num(r * 1.4)}" r="4" fill="${style.table}"/>` +
          `<circle r="${num(r)}" fill="#2f2f32" stroke="#1c1c1e" stroke-width="2"/>` +
          `<circle r="${num(r * 0.9)}" fill="#3b3b3f"/>` +
          `<path d="M${pt(-r * 0.7, -r * 0.52)}A${num(r * 0.88)} ${num(r * 0.88)} 0 0 1 ${pt(r * 0.2, -r * 0.86)}" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".2"/>` +
          `<circle r="${num(inner)}" fill="#404045"/>`,
        inner,
        clip: circlePath(inner),
      };
    }
    case 'sheet-pan': {
      const w = r * 1.5;
      const h = r * 0.98;
      const pw = w - 16;
      const ph = h - 16;
      return {
        back:
          shadow(
            `<rect x="${num(-w)}" y="${num(-h)}" width="${num(2 * w)}" height="${num(2 * h)}" rx="12" fill="#000"/>`,
          ) +
          `<rect x="${num(-w)}" y="${num(-h)}" width="${num(2 * w)}" height="${num(2 * h)}" rx="12" fill="#c8ccd2" stroke="#a4a9b0" stroke-width="2"/>` +
          `<rect x="${num(-w + 8)}" y="${num(-h + 8)}" width="${num(2 * w - 16)}" height="${num(2 * h - 16)}" rx="6" fill="#b4b9c0"/>` +
          `<path d="M${pt(-pw, -ph)}l${num(pw * 0.5)} 3l${num(pw * 0.6)} -2l${num(pw * 0.9)} 2V${num(ph)}l${num(-pw * 0.7)} -3l${num(-pw * 0.8)} 2l${num(-pw * 0.5)} -2Z" fill="#f4ead6" stroke="#e0d2b8"/>`,
        inner: r,
        clip: `M${pt(-pw, -ph)}H${num(pw)}V${num(ph)}H${num(-pw)}Z`,
      };
    }
    default: {
      const inner = r * 0.74;
      return {
        back:
          shadow(`<circle r="${num(r)}" fill="#3a2410"/>`) +
          `<circle r="${num(r)}" fill="#fcfaf5" stroke="#e3dccf" stroke-width="1.5"/>` +
          `<circle r="${num(r * 0.92)}" fill="none" stroke="${style.rim}" stroke-width="1.6" opacity=".55"/>` +
          `<circle r="${num(inner)}" fill="#f7f2ea" stroke="#ebe3d5" stroke-width="1.5"/>` +
          `<path d="M${pt(-r * 0.78, -r * 0.45)}A${num(r * 0.9)} ${num(r * 0.9)} 0 0 1 ${pt(r * 0.1, -r * 0.9)}" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity=".9"/>`,
        inner,
        clip: circlePath(r * 0.95),
      };
    }
  }
}
