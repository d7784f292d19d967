/** The document wrapper and number formatting shared by every illustration. */
import { escapeXml } from './escape.js';

/**
 * Whole pixels for larger values and one decimal for small ones are plenty at these sizes
 * and keep the markup small.
 */
export function num(value: number): string {
  const rounded = Math.abs(value) >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A point list "x y" for path data. */
export function pt(x: number, y: number): string {
  return `${num(x)} ${num(y)}`;
}

export function svgDocument(options: {
  width: number;
  height: number;
  title: string;
  defs?: string;
  body: string;
}): string {
  const { width, height, title, defs, body } = options;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** A soft blurred shadow filter; `id` must be unique within the document. */
export function shadowFilter(id: string, blur = 5): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter>`;
}

/** A short id prefix unique to one illustration, so inlined SVGs do not share defs. */
export function idPrefix(seed: number): string {
  return `m${seed.toString(36)}`;
}
