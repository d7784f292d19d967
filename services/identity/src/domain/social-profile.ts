/** Who the provider says signed in, as far as an account here needs to know. */
export interface SocialProfile {
  /** The provider's own, stable id of the person. */
  subject: string;
  /** Lower-cased; null when the person did not share one. */
  emailAddress: string | null;
  /** The provider checked that this person receives mail at the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export interface ProviderClaims {
  sub: string;
  [claim: string]: unknown;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads the standard OpenID claims. Names come from given_name and family_name, else from the
 * full name (first word, then the rest), else from the address before the @.
 */
export function socialProfile(claims: ProviderClaims): SocialProfile {
  const emailAddress = text(claims.email).toLowerCase() || null;
  // Some providers send the flag as the string "true".
  const emailVerified =
    emailAddress !== null && (claims.email_verified === true || claims.email_verified === 'true');
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  if (!firstName && !lastName) {
    const [first = '', ...rest] = text(claims.name).split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  if (!firstName) firstName = emailAddress?.split('@')[0] ?? '';
  return { subject: claims.sub, emailAddress, emailVerified, firstName, lastName };
}
