import type { FieldProblem } from '@mise/contracts';
import { customAlphabet } from 'nanoid';

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 10;

/** A short id no one can guess: 10 characters from a CSPRNG, about 59 bits. */
export const newShareId: () => string = customAlphabet(ID_ALPHABET, ID_LENGTH);

/** The path a short link is followed at, on the shop's own origin. */
const shortLinkPath = (id: string) => `/s/${id}`;

export function shortUrlFor(baseUrl: string, id: string): string {
  return new URL(shortLinkPath(id), new URL(baseUrl).origin).href;
}

/**
 * Links may only lead back into the shop: a short link on our domain that
 * sends people elsewhere would be an open redirect for phishing.
 */
export function foreignOriginProblems(
  urls: { baseUrl: string; longUrl: string },
  shopOrigins: readonly string[],
): FieldProblem[] {
  return (['baseUrl', 'longUrl'] as const)
    .filter((field) => !shopOrigins.includes(new URL(urls[field]).origin))
    .map((field) => ({
      field,
      rule: 'shop-origin',
      message: `${field} must be on the shop's own site (${shopOrigins.join(' or ')})`,
    }));
}
