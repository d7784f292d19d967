/** Parts of a line joined with a middle dot, leaving out the empty ones (a deleted customer's). */
export const joinPresent = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' · ');
