import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCRUBBED, scrubSecrets, scrubText } from '../src/scrub-secrets.js';

const secretKeys = fc.constantFrom(
  'password',
  'newPassword',
  'retypePass',
  'token',
  'resetToken',
  'secret',
  'clientSecret',
  'authorization',
  'Authorization',
  'cookie',
  'apiKey',
  'api_key',
  'cardNumber',
  'cvc',
);
const plainKeys = fc.constantFrom('email', 'firstName', 'recipeId', 'status', 'path', 'message');
const secrets = fc.string({ minLength: 1, maxLength: 40 });

/** Every value that sits under a secret-named key, however deep. */
function valuesUnderSecretKeys(value: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) valuesUnderSecretKeys(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (/password|pass$|token|secret|authorization|cookie|api_?key|cardnumber|cvc/i.test(key)) {
        found.push(inner);
      } else valuesUnderSecretKeys(inner, found);
    }
  }
  return found;
}

/** Reports of any shape: nested objects and arrays whose keys are sometimes secret names. */
const reports = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc.dictionary(fc.oneof(secretKeys, plainKeys, fc.string()), tie('value'), {
    maxKeys: 5,
  }),
})).object;

describe('scrubSecrets', () => {
  it('leaves nothing under a key like password, token, secret, authorization or cookie', () => {
    fc.assert(
      fc.property(reports, (report) => {
        const scrubbed = scrubSecrets(report);
        for (const value of valuesUnderSecretKeys(scrubbed)) expect(value).toBe(SCRUBBED);
      }),
    );
  });

  it('scrubs a secret out of a query string and keeps the other parameters', () => {
    fc.assert(
      fc.property(secretKeys, secrets, fc.string(), (key, secret, recipe) => {
        const url = new URL('https://shop.example/api/auth/login');
        url.searchParams.set('recipe', recipe);
        url.searchParams.set(key, secret);
        url.searchParams.set('step', '2');
        const scrubbed = new URL(scrubText(url.href));
        expect(scrubbed.searchParams.get(key)).toBe(SCRUBBED);
        expect(scrubbed.searchParams.get('recipe')).toBe(recipe);
        expect(scrubbed.searchParams.get('step')).toBe('2');
      }),
    );
  });

  it('scrubs a secret out of JSON written into a message, whatever characters it has', () => {
    fc.assert(
      fc.property(secretKeys, secrets, fc.string(), (key, secret, email) => {
        const message = `Request failed: ${JSON.stringify({ email, [key]: secret })}`;
        const scrubbed = scrubText(message);
        const json = JSON.parse(scrubbed.slice('Request failed: '.length));
        expect(json).toEqual({ email, [key]: SCRUBBED });
      }),
    );
  });

  it('scrubs bearer tokens, JSON web tokens and card numbers, and keeps ids and timestamps', () => {
    const text =
      'Authorization: Bearer abc.def-ghi at 1732700000000 for order 7000000000000005, ' +
      'sent Bearer x1y2 with 4242 4242 4242 4242, token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
    expect(scrubText(text)).toBe(
      `Authorization: ${SCRUBBED} at 1732700000000 for order 7000000000000005, ` +
        `sent Bearer ${SCRUBBED} with ${SCRUBBED}, token ${SCRUBBED}`,
    );
  });

  it('finds a secret named inside the value of another field', () => {
    expect(scrubText('Error: password: hunter2')).toBe(`Error: password: ${SCRUBBED}`);
    expect(scrubText('next=/signin?password=hunter2')).toBe(`next=/signin?password=${SCRUBBED}`);
  });

  it('reads the longest report straight through: texts a backtracking pattern chews on for seconds', () => {
    // No timing here (the test's own time limit is the guard): each hostile text is read to its
    // end, where the secret still has to be found.
    const longest = 16_384;
    for (const hostile of [
      'a'.repeat(longest),
      'token'.repeat(longest / 5),
      'password-'.repeat(longest / 9),
      `${'4'.repeat(longest - 1)}x`,
    ]) {
      expect(scrubText(hostile)).toBe(hostile);
      expect(scrubText(`${hostile} password=hunter2`)).toBe(`${hostile} password=${SCRUBBED}`);
    }
  });

  it('keeps what names no secret', () => {
    const report = { message: 'HTTP 500 Internal Server Error', url: '/api/recipes/abc?limit=10' };
    expect(scrubSecrets(report)).toEqual(report);
  });
});
