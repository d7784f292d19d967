/** Up to two initials of a name, for the avatar shown where no photo is: "Marc-Antoine Gagnon" → "MG". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const picked = words.length > 1 ? [words[0], words.at(-1)] : words;
  return picked.map((word) => (word ?? '').charAt(0).toLocaleUpperCase()).join('');
}
