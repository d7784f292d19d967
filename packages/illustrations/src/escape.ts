/**
 * XML text escaping for names written into an SVG (title, labels). Characters XML 1.0
 * forbids (most C0 controls) are dropped rather than escaped.
 */

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing the characters XML forbids
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(text: string): string {
  return text.replace(forbidden, '').replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
