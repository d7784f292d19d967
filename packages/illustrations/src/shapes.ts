/**
 * Food shapes, drawn top-down around (0, 0) within about `size` of the centre and placed
 * with one translate/rotate. Flat colours, a darker edge and a light highlight; many small
 * marks (grains, seeds, beans) are round-capped strokes in a single path to stay small.
 */
import type { Look, ShapeKind } from './palette.js';
import { shade } from './palette.js';
import type { Rng } from './prng.js';
import { num, pt } from './svg.js';

export interface ShapeInput {
  x: number;
  y: number;
  /** Rough radius of the drawing. */
  size: number;
  /** Degrees. */
  rotate: number;
  look: Look;
  rng: Rng;
}

type Draw = (s: number, look: Look, rng: Rng) => string;

export function polar(angleDeg: number, radius: number): [number, number] {
  const a = (angleDeg * Math.PI) / 180;
  return [Math.cos(a) * radius, Math.sin(a) * radius];
}

/** A random point inside a disc, kept away from the very edge. */
function inDisc(rng: Rng, radius: number): [number, number] {
  return polar(rng.range(0, 360), Math.sqrt(rng.next()) * radius);
}

/** A smooth irregular closed path around the origin. */
export function blobPath(rng: Rng, rx: number, ry: number, points = 8, jitter = 0.14): string {
  const p: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-jitter, jitter);
    p.push([Math.cos(a) * rx * k, Math.sin(a) * ry * k]);
  }
  const mid = (a: [number, number], b: [number, number]) =>
    pt((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
  const at = (i: number) => p[i % points] as [number, number];
  let d = `M${mid(at(points - 1), at(0))}`;
  for (let i = 0; i < points; i++) d += `Q${pt(...at(i))} ${mid(at(i), at(i + 1))}`;
  return `${d}Z`;
}

/** Round-capped strokes: capsules of length `len` (0 gives dots) at random spots. */
function capsules(
  rng: Rng,
  count: number,
  radius: number,
  len: number,
  width: number,
  color: string,
  extra = '',
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = inDisc(rng, radius);
    const [dx, dy] = polar(rng.range(0, 360), Math.max(len, 0.1));
    d += `M${pt(x, y)}l${pt(dx, dy)}`;
  }
  return `<path d="${d}" stroke="${color}" stroke-width="${num(width)}" stroke-linecap="round" fill="none"${extra}/>`;
}

function highlight(x: number, y: number, rx: number, ry: number, opacity = 0.5): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(rx)}" ry="${num(ry)}" fill="#fff" opacity="${opacity}" transform="rotate(-30 ${pt(x, y)})"/>`;
}

const leaf: Draw = (s, look, rng) => {
  const n = 5;
  let out = '';
  let veins = '';
  const start = rng.range(0, 72);
  for (let i = 0; i < n; i++) {
    const a = start + i * (360 / n) + rng.range(-12, 12);
    const len = s * rng.range(0.85, 1.05);
    const w = len * 0.45;
    const fill = i % 2 ? look.accent : look.color;
    out += `<path d="M0 0Q${pt(w, -len / 2)} 0 ${num(-len)}Q${pt(-w, -len / 2)} 0 0Z" fill="${fill}" transform="rotate(${num(a)})"/>`;
    const [vx, vy] = polar(a - 90, len * 0.8);
    veins += `M0 0L${pt(vx, vy)}`;
  }
  return `${out}<path d="${veins}" stroke="${shade(look.color, -0.25)}" stroke-width="1" fill="none" opacity=".6"/>`;
};

const tomato: Draw = (s, look, rng) => {
  let out = '';
  const r = s * 0.44;
  const start = rng.range(0, 120);
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(start + i * 120, s * 0.48);
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${look.color}" stroke="${shade(look.color, -0.2)}" stroke-width="1.2"/>`;
    out += highlight(x - r * 0.35, y - r * 0.35, r * 0.3, r * 0.16, 0.6);
  }
  const [cx, cy] = polar(start, s * 0.48);
  let star = '';
  for (let i = 0; i < 5; i++) {
    const [dx, dy] = polar(i * 72 + 18, r * 0.35);
    star += `M${pt(cx, cy)}l${pt(dx, dy)}`;
  }
  return `${out}<path d="${star}" stroke="#3f7a2a" stroke-width="1.8" stroke-linecap="round"/>`;
};

const grain: Draw = (s, look, rng) => {
  const edge = shade(look.color, -0.14);
  return (
    `<path d="${blobPath(rng, s, s * 0.9, 9, 0.08)}" fill="${look.color}" stroke="${edge}" stroke-width="1.2"/>` +
    capsules(rng, Math.round(8 + s * 0.4), s * 0.85, 2.4, 2, edge) +
    highlight(-s * 0.3, -s * 0.35, s * 0.35, s * 0.16, 0.4)
  );
};

function strands(
  rng: Rng,
  s: number,
  count: number,
  amp: number,
  width: number,
  look: Look,
): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const angle = rng.range(0, 180);
    const off = rng.range(-0.6, 0.6) * s;
    const half = Math.sqrt(Math.max(0, s * s - off * off)) * 0.95;
    const steps = s > 40 ? 4 : 3;
    const seg = (2 * half) / steps;
    const rot = (x: number, y: number) => {
      const [a, b] = polar(angle, x);
      const [c, e] = polar(angle + 90, y);
      return pt(a + c, b + e);
    };
    d += `M${rot(-half, off)}Q${rot(-half + seg / 2, off + amp)} ${rot(-half + seg, off)}`;
    for (let k = 2; k <= steps; k++) d += `T${rot(-half + seg * k, off)}`;
  }
  return `<g stroke-linecap="round" fill="none"><path d="${d}" stroke="${shade(look.color, -0.18)}" stroke-width="${num(width + 1.4)}"/><path d="${d}" stroke="${look.color}" stroke-width="${num(width)}"/></g>`;
}

const pasta: Draw = (s, look, rng) =>
  `<circle r="${num(s * 0.9)}" fill="${shade(look.color, -0.12)}"/>` +
  strands(rng, s, Math.min(9, Math.round(s / 6)), s * 0.12, 3, look);

const noodle: Draw = (s, look, rng) =>
  `<circle r="${num(s * 0.85)}" fill="${shade(look.color, -0.1)}"/>` +
  strands(rng, s, Math.min(11, Math.round(s / 6)), s * 0.08, 2.8, look);

const shortPasta: Draw = (s, look, rng) =>
  capsules(rng, 11, s * 0.75, s * 0.28, s * 0.2, shade(look.color, -0.18)) +
  capsules(rng, 10, s * 0.75, s * 0.28, s * 0.17, look.color);

function slab(s: number, look: Look, rng: Rng, marks: boolean): string {
  let grill = '';
  if (marks) {
    for (let k = -1; k <= 1; k++) {
      const x = k * s * 0.38;
      const [ax, ay] = polar(-55, s * 0.42);
      grill += `M${pt(x - ax, -ay * 0.9)}l${pt(ax * 2, ay * 1.8)}`;
    }
  }
  return (
    `<path d="${blobPath(rng, s, s * 0.66, 8, 0.08)}" fill="${look.color}" stroke="${look.accent}" stroke-width="${num(s * 0.09)}"/>` +
    highlight(-s * 0.35, -s * 0.25, s * 0.32, s * 0.12, 0.3) +
    (grill
      ? `<path d="${grill}" stroke="${shade(look.accent, -0.35)}" stroke-width="${num(s * 0.1)}" stroke-linecap="round" opacity=".75"/>`
      : '')
  );
}

const meat: Draw = (s, look, rng) => {
  const back = `<g transform="translate(${pt(s * 0.35, s * 0.3)}) rotate(18)">${slab(s * 0.8, look, rng, false)}</g>`;
  return `${back}<g transform="translate(${pt(-s * 0.1, -s * 0.1)})">${slab(s * 0.85, look, rng, true)}</g>`;
};

const mince: Draw = (s, look, rng) =>
  capsules(rng, 16, s * 0.8, 1.5, s * 0.22, look.accent) +
  capsules(rng, 14, s * 0.75, 1.2, s * 0.17, look.color) +
  capsules(rng, 6, s * 0.7, 0, s * 0.07, shade(look.color, 0.35));

const strips: Draw = (s, look, rng) => {
  let d = '';
  for (let i = -1; i <= 1; i++) {
    const y = i * s * 0.38 + rng.range(-2, 2);
    d += `M${pt(-s * 0.8, y)}q${pt(s * 0.4, -s * 0.25)} ${pt(s * 0.8, 0)}t${pt(s * 0.8, 0)}`;
  }
  return (
    `<path d="${d}" stroke="${look.color}" stroke-width="${num(s * 0.3)}" stroke-linecap="round" fill="none"/>` +
    `<path d="${d}" stroke="${look.accent}" stroke-width="${num(s * 0.07)}" stroke-linecap="round" fill="none" opacity=".8"/>`
  );
};

const coins: Draw = (s, look, rng) => {
  let out = '';
  const r = s * 0.36;
  for (let i = 0; i < 5; i++) {
    const [x, y] = polar(rng.range(0, 360), i === 0 ? 0 : s * rng.range(0.4, 0.6));
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="${look.color}" stroke="${look.accent}" stroke-width="${num(r * 0.2)}"/>`;
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.45)}" fill="${shade(look.color, -0.08)}" opacity=".6"/>`;
  }
  return out;
};

const fish: Draw = (s, look, rng) => {
  const f = (x: number, y: number) => pt(x * s, y * s);
  const d = `M${f(-1, -0.05)}C${f(-0.75, -0.62)} ${f(0.5, -0.64)} ${f(1, -0.22)}C${f(1.12, 0.12)} ${f(0.8, 0.52)} ${f(0.3, 0.55)}C${f(-0.3, 0.58)} ${f(-0.95, 0.38)} ${f(-1, -0.05)}Z`;
  const salmon = look.color !== '#f6efe2';
  let lines = '';
  for (let k = 0; k < 4; k++) {
    const x = -0.55 + k * 0.38 + rng.range(-0.04, 0.04);
    lines += `M${f(x, -0.42)}Q${f(x + 0.18, 0)} ${f(x - 0.02, 0.42)}`;
  }
  return (
    `<path d="${d}" fill="${look.color}" stroke="${shade(salmon ? look.color : look.accent, -0.15)}" stroke-width="${num(s * 0.06)}"/>` +
    (salmon
      ? ''
      : `<path d="${d}" fill="${look.accent}" opacity=".45" transform="scale(.82 .7)"/>`) +
    `<path d="${lines}" stroke="${salmon ? look.accent : shade(look.accent, -0.1)}" stroke-width="${num(s * 0.07)}" stroke-linecap="round" fill="none" opacity=".85"/>` +
    highlight(-s * 0.35, -s * 0.25, s * 0.35, s * 0.1, 0.35)
  );
};

const shrimp: Draw = (s, look, rng) => {
  let out = '';
  const a = s * 0.34;
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(i * 120 + rng.range(-15, 15), s * 0.5);
    const arc = `M${pt(a, 0)}A${num(a)} ${num(a)} 0 1 1 0 ${num(-a)}`;
    out += `<g transform="translate(${pt(x, y)}) rotate(${num(rng.range(0, 360))})">`;
    out += `<path d="M0 ${num(-a)}l${pt(-a * 0.7, -a * 0.45)}l${pt(a * 0.15, a * 0.8)}Z" fill="${shade(look.color, -0.15)}"/>`;
    out += `<path d="${arc}" stroke="${look.color}" stroke-width="${num(a * 0.8)}" stroke-linecap="round" fill="none"/>`;
    out += `<path d="${arc}" stroke="${look.accent}" stroke-width="${num(a * 0.18)}" fill="none" opacity=".9"/></g>`;
  }
  return out;
};

const shell: Draw = (s, look, rng) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const [x, y] = polar(i * 90 + rng.range(-20, 20), i === 0 ? s * 0.1 : s * 0.55);
    out += `<g transform="translate(${pt(x, y)}) rotate(${num(rng.range(0, 180))})"><ellipse rx="${num(s * 0.42)}" ry="${num(s * 0.24)}" fill="${look.color}"/><ellipse rx="${num(s * 0.32)}" ry="${num(s * 0.15)}" fill="${look.accent}"/></g>`;
  }
  return out;
};

const egg: Draw = (s, look, rng) =>
  `<path d="${blobPath(rng, s, s * 0.9, 7, 0.12)}" fill="${look.color}" stroke="${shade(look.color, -0.1)}" stroke-width="1.2"/>` +
  `<circle cx="${num(s * 0.1)}" cy="${num(s * 0.05)}" r="${num(s * 0.4)}" fill="${look.accent}"/>` +
  highlight(0, -s * 0.1, s * 0.14, s * 0.08, 0.8);

const berry: Draw = (s, look, rng) => {
  let out = '';
  let dots = '';
  const r = s * 0.22;
  for (let i = 0; i < 7; i++) {
    const [x, y] = i === 0 ? [0, 0] : polar(i * 60 + rng.range(-10, 10), s * 0.42);
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}"/>`;
    dots += `M${pt(x - r * 0.35, y - r * 0.35)}l.1 0`;
  }
  return `<g fill="${look.color}" stroke="${shade(look.color, -0.25)}" stroke-width="1">${out}</g><path d="${dots}" stroke="${look.accent}" stroke-width="${num(r * 0.5)}" stroke-linecap="round"/>`;
};

const herb: Draw = (s, look, rng) => {
  // Tiny leaves, all in two paths (one per shade) to stay small.
  const d = ['', ''];
  for (let i = 0; i < 9; i++) {
    const [x, y] = inDisc(rng, s);
    const len = s * rng.range(0.22, 0.34);
    const a = rng.range(0, 360);
    const [tx, ty] = polar(a, len);
    const [l1, l2] = polar(a - 35, len * 0.55);
    const [r1, r2] = polar(a + 35, len * 0.55);
    d[i % 2] +=
      `M${pt(x, y)}Q${pt(x + l1, y + l2)} ${pt(x + tx, y + ty)}Q${pt(x + r1, y + r2)} ${pt(x, y)}`;
  }
  return `<path d="${d[0]}" fill="${look.color}"/><path d="${d[1]}" fill="${look.accent}"/>`;
};

const ring: Draw = (s, look, rng) => {
  let out = '';
  const big = look.role === 'veg';
  const count = big ? 4 : 9;
  for (let i = 0; i < count; i++) {
    const [x, y] = big ? polar(i * 90 + rng.range(-20, 20), s * 0.45) : inDisc(rng, s);
    const r = big ? s * rng.range(0.3, 0.42) : s * 0.1;
    out += `<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}"/>`;
  }
  return `<g fill="none" stroke="${look.color}" stroke-width="${num(big ? s * 0.09 : s * 0.06)}">${out}</g>`;
};

const sauce: Draw = (s, look, rng) =>
  `<path d="${blobPath(rng, s, s * 0.85, 8, 0.16)}" fill="${look.color}" stroke="${shade(look.color, -0.2)}" stroke-width="1.2"/>` +
  highlight(-s * 0.3, -s * 0.3, s * 0.32, s * 0.12, 0.35) +
  `<circle cx="${num(s * 0.35)}" cy="${num(s * 0.2)}" r="${num(s * 0.06)}" fill="#fff" opacity=".5"/>`;

const dollop: Draw = (s, look, rng) =>
  `<path d="${blobPath(rng, s * 0.7, s * 0.62, 7, 0.12)}" fill="${look.color}" stroke="${look.accent}" stroke-width="1.4"/>` +
  `<path d="M${pt(-s * 0.35, 0)}Q${pt(0, -s * 0.45)} ${pt(s * 0.3, -s * 0.05)}Q${pt(0, s * 0.25)} ${pt(-s * 0.08, -s * 0.05)}" stroke="${look.accent}" stroke-width="1.6" fill="none" stroke-linecap="round"/>`;

function slice(s: number, look: Look): string {
  const f = (x: number, y: number) => pt(x * s, y * s);
  const d = `M${f(-0.75, 0.75)}L${f(-0.75, -0.1)}C${f(-1, -0.9)} ${f(-0.1, -1)} 0 ${num(-s * 0.62)}C${f(0.1, -1)} ${f(1, -0.9)} ${f(0.75, -0.1)}L${f(0.75, 0.75)}Z`;
  return `<path d="${d}" fill="${look.accent}"/><path d="${d}" fill="${look.color}" transform="scale(.8)"/>`;
}

const bread: Draw = (s, look, rng) =>
  `<g transform="translate(${pt(s * 0.25, s * 0.15)}) rotate(12)">${slice(s * 0.8, look)}</g>` +
  `<g transform="translate(${pt(-s * 0.2, -s * 0.1)}) rotate(-8)">${slice(s * 0.8, look)}${capsules(rng, 8, s * 0.4, 0, 2, shade(look.color, -0.12))}</g>`;

const flatbread: Draw = (s, look, rng) =>
  `<path d="${blobPath(rng, s, s * 0.62, 8, 0.08)}" fill="${look.color}" stroke="${shade(look.color, -0.15)}" stroke-width="1.4"/>` +
  capsules(rng, 9, s * 0.7, 2, s * 0.1, look.accent, ' opacity=".55"');

const tortilla: Draw = (s, look, rng) => {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const y = (i - 0.5) * s * 0.9;
    const r = s * 0.75;
    out += `<g transform="translate(${pt(i * s * 0.15, y)}) rotate(${num(rng.range(-8, 8))})">`;
    out += `<path d="M${pt(-r * 0.95, 0)}q${pt(r * 0.5, -r * 0.28)} ${pt(r * 0.95, 0)}t${pt(r * 0.95, 0)}" stroke="#8a4a2e" stroke-width="${num(r * 0.28)}" stroke-linecap="round" fill="none"/>`;
    out += `<path d="M${pt(-r * 0.7, -r * 0.15)}h${num(r * 1.4)}" stroke="#6aaa3a" stroke-width="${num(r * 0.12)}" stroke-dasharray="3 4" stroke-linecap="round"/>`;
    out += `<path d="M${pt(-r, 0)}A${num(r)} ${num(r)} 0 0 0 ${pt(r, 0)}Z" fill="${look.color}" stroke="${look.accent}" stroke-width="1.4"/></g>`;
  }
  return out;
};

const shred: Draw = (s, look, rng) =>
  capsules(rng, 12, s * 0.8, s * 0.28, s * 0.09, look.accent) +
  capsules(rng, 12, s * 0.8, s * 0.28, s * 0.08, look.color);

const bean: Draw = (s, look, rng) =>
  capsules(rng, 14, s * 0.75, s * 0.08, s * 0.24, look.color) +
  capsules(rng, 8, s * 0.7, 0, s * 0.08, look.accent);

const nut: Draw = (s, look, rng) =>
  capsules(rng, 9, s * 0.75, s * 0.12, s * 0.2, look.color) +
  capsules(rng, 6, s * 0.7, s * 0.06, s * 0.1, look.accent);

const dots: Draw = (s, look, rng) =>
  capsules(rng, 18, s * 0.78, 0, s * 0.2, look.color) +
  capsules(rng, 8, s * 0.7, 0, s * 0.08, look.accent);

const cube: Draw = (s, look, rng) => {
  let out = '';
  const w = s * 0.42;
  for (let i = 0; i < 6; i++) {
    const [x, y] = i === 0 ? [0, 0] : polar(i * 72 + rng.range(-15, 15), s * 0.52);
    out += `<g transform="translate(${pt(x, y)}) rotate(${num(rng.range(-25, 25))})"><rect x="${num(-w / 2 + 1.5)}" y="${num(-w / 2 + 1.5)}" width="${num(w)}" height="${num(w)}" rx="${num(w * 0.22)}" fill="${look.accent}"/><rect x="${num(-w / 2)}" y="${num(-w / 2)}" width="${num(w)}" height="${num(w)}" rx="${num(w * 0.22)}" fill="${look.color}"/></g>`;
  }
  return out;
};

const floret: Draw = (s, look, rng) => {
  let out = '';
  const stem = shade(look.color, 0.45);
  for (let i = 0; i < 3; i++) {
    const [x, y] = polar(i * 120 + rng.range(-15, 15), s * 0.42);
    let tops = '';
    for (let k = 0; k < 4; k++) {
      const [a, b] = polar(k * 90 + 45, s * 0.14);
      tops += `<circle cx="${num(a)}" cy="${num(b - s * 0.12)}" r="${num(s * 0.2)}" fill="${k % 2 ? look.accent : look.color}"/>`;
    }
    out += `<g transform="translate(${pt(x, y)}) rotate(${num(rng.range(0, 360))})"><path d="M0 0v${num(s * 0.32)}" stroke="${stem}" stroke-width="${num(s * 0.16)}" stroke-linecap="round"/>${tops}</g>`;
  }
  return out;
};

const stick: Draw = (s, look, rng) => {
  let d = '';
  let hi = '';
  for (let i = 0; i < 6; i++) {
    const x = (i - 2.5) * s * 0.25;
    const shift = rng.range(-0.2, 0.2) * s;
    const [dx, dy] = polar(90 + rng.range(-4, 4), s * rng.range(0.55, 0.68));
    d += `M${pt(x - dx, shift - dy)}l${pt(dx * 2, dy * 2)}`;
    hi += `M${pt(x - dx * 0.8 - s * 0.04, shift - dy * 0.8)}l${pt(dx * 1.2, dy * 1.2)}`;
  }
  return (
    `<path d="${d}" stroke="${look.color}" stroke-width="${num(s * 0.2)}" stroke-linecap="round"/>` +
    `<path d="${hi}" stroke="${look.accent}" stroke-width="${num(s * 0.06)}" stroke-linecap="round"/>`
  );
};

const wedge: Draw = (s, look) => {
  const r = s * 0.75;
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const [x, y] = polar(i * 45, r * 0.78);
    seg += `M0 0L${pt(x, y)}`;
  }
  return (
    `<circle r="${num(r)}" fill="${look.color}" stroke="${shade(look.color, -0.15)}" stroke-width="1"/>` +
    `<circle r="${num(r * 0.86)}" fill="#fffbea"/><circle r="${num(r * 0.78)}" fill="${look.accent}"/>` +
    `<path d="${seg}" stroke="#fffbea" stroke-width="1.3"/>`
  );
};

const avocado: Draw = (s, look) => {
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += `<ellipse cx="0" cy="${num(-s * 0.5)}" rx="${num(s * 0.18)}" ry="${num(s * 0.6)}" transform="rotate(${(i - 2) * 16} 0 ${num(s * 0.35)})"/>`;
  }
  return `<g fill="${look.color}" stroke="${look.accent}" stroke-width="${num(s * 0.07)}">${out}</g>`;
};

const mushroom: Draw = (s, look, rng) => {
  let out = '';
  const k = s * 0.42;
  for (let i = 0; i < 4; i++) {
    const [x, y] = polar(i * 90 + rng.range(-20, 20), i === 0 ? 0 : s * 0.5);
    out += `<path d="M${pt(-k, 0)}C${pt(-k, -k * 1.1)} ${pt(k, -k * 1.1)} ${pt(k, 0)}Z" transform="translate(${pt(x, y)}) rotate(${num(rng.range(0, 360))})"/>`;
  }
  return `<g fill="${look.color}" stroke="${look.accent}" stroke-width="${num(s * 0.08)}" stroke-linejoin="round">${out}</g>`;
};

const powder: Draw = (s, look, rng) =>
  `<path d="${blobPath(rng, s * 0.8, s * 0.7, 9, 0.1)}" fill="${look.color}"/>` +
  `<path d="${blobPath(rng, s * 0.45, s * 0.38, 7, 0.1)}" fill="${shade(look.color, 0.15)}"/>` +
  capsules(rng, 14, s * 0.7, 0, 1.6, look.accent);

const liquid: Draw = (s, look) =>
  `<circle r="${num(s * 0.8)}" fill="${look.color}" stroke="${shade(look.color, -0.2)}" stroke-width="1.5"/>` +
  highlight(-s * 0.3, -s * 0.3, s * 0.3, s * 0.1, 0.45);

const aromatic: Draw = (s, look, rng) => {
  let out = '';
  for (let i = 0; i < 4; i++) {
    const [x, y] = polar(i * 90 + rng.range(-20, 20), i === 0 ? 0 : s * 0.5);
    out += `<path d="M0 ${num(-s * 0.4)}Q${pt(s * 0.32, 0)} 0 ${num(s * 0.25)}Q${pt(-s * 0.32, 0)} 0 ${num(-s * 0.4)}Z" transform="translate(${pt(x, y)}) rotate(${num(rng.range(0, 360))})"/>`;
  }
  return `<g fill="${look.color}" stroke="${look.accent}" stroke-width="1.2">${out}</g>`;
};

const draws: Record<ShapeKind, Draw> = {
  leaf,
  tomato,
  grain,
  pasta,
  'short-pasta': shortPasta,
  noodle,
  meat,
  mince,
  strips,
  coins,
  fish,
  shrimp,
  shell,
  egg,
  berry,
  herb,
  ring,
  sauce,
  dollop,
  bread,
  flatbread,
  tortilla,
  shred,
  bean,
  nut,
  cube,
  floret,
  stick,
  wedge,
  avocado,
  mushroom,
  dots,
  powder,
  liquid,
  aromatic,
};

/** One ingredient shape, placed and turned. */
export function drawItem(input: ShapeInput): string {
  const { x, y, size, rotate, look, rng } = input;
  const body = draws[look.kind](size, look, rng);
  return `<g transform="translate(${pt(x, y)})${rotate ? ` rotate(${num(rotate)})` : ''}">${body}</g>`;
}
