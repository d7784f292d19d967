/** Whose cart it is: a guest, known by the id the shop was given, or a signed-in user. */
export type CartOwner = { kind: 'guest'; id: string } | { kind: 'user'; id: string };

/** The owner as the carts table keys it: a guest id can never pass for a user id. */
export const ownerKey = (owner: CartOwner): string => `${owner.kind}:${owner.id}`;

/** The owner a key names, or undefined for a string that is not a key. */
export function ownerFromKey(key: string): CartOwner | undefined {
  const separator = key.indexOf(':');
  const kind = key.slice(0, separator);
  const id = key.slice(separator + 1);
  if (separator < 1 || id === '') return undefined;
  return kind === 'guest' || kind === 'user' ? { kind, id } : undefined;
}
