/** What stands where a secret was. */
export const SCRUBBED = '[scrubbed]';

/** Names of fields whose values are secrets, wherever they appear: keys, query strings, text. */
const SECRET_NAME =
  'password|passwd|pwd|passcode|pass(?![a-z])|token|secret|authori[sz]ation|cookie|session|api[-_]?key|card[-_]?number|cvc|cvv|jwt';
const secretKey = new RegExp(SECRET_NAME, 'i');

/**
 * A field's name and its separator, as in `name=value`, `name: value`, `"name":"value"` or
 * `'name': 'value'`. The name is taken whole, at the start of a word (the lookahead makes it
 * atomic), so that long text is scanned in linear time, never backtracked over.
 */
const nameThenSeparator = /(\\?["']?)(?<![\w.-])(?=([\w.-]+))\2\1(\s*[:=]\s*)/g;
/** The value after it: a quoted string (escapes and all), a scheme and its credentials, or a run to the next separator. */
const valueAt = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|(?:Bearer|Basic)\s+[^\s&;,]+|[^\s&;,]+/y;

/** The text with the value of every field named like a secret replaced by SCRUBBED. */
function scrubNamedValues(text: string): string {
  let scrubbed = '';
  let copiedTo = 0;
  nameThenSeparator.lastIndex = 0;
  for (let found = nameThenSeparator.exec(text); found; found = nameThenSeparator.exec(text)) {
    // A name that is not a secret's: its value is read on, for names within it.
    if (!secretKey.test(found[2] ?? '')) continue;
    valueAt.lastIndex = nameThenSeparator.lastIndex;
    const value = valueAt.exec(text)?.[0];
    if (value === undefined) continue;
    const delimiter = value.startsWith('"') ? '"' : value.startsWith("'") ? "'" : '';
    scrubbed += `${text.slice(copiedTo, nameThenSeparator.lastIndex)}${delimiter}${SCRUBBED}${delimiter}`;
    copiedTo = nameThenSeparator.lastIndex = valueAt.lastIndex;
  }
  return scrubbed + text.slice(copiedTo);
}

const credentials = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi;
const jsonWebToken = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
// Card numbers start with 2 to 6 (the networks' ranges); a millisecond timestamp starts with 1.
const cardLike = /\b[2-6](?:[ -]?\d){12,18}\b/g;

/** The Luhn check every card number passes, so that long order ids and timestamps stay. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A text with every secret it names (and every card number) replaced by SCRUBBED. */
export function scrubText(text: string): string {
  return scrubNamedValues(text)
    .replace(credentials, `$1 ${SCRUBBED}`)
    .replace(jsonWebToken, SCRUBBED)
    .replace(cardLike, (run) => {
      const digits = run.replace(/\D/g, '');
      return digits.length >= 13 && passesLuhn(digits) ? SCRUBBED : run;
    });
}

/**
 * A copy of `value` fit to log and forward: the value of any field named like a secret is
 * SCRUBBED whatever it held, and every string is scrubbed of the secrets it names.
 */
export function scrubSecrets(value: unknown): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (Array.isArray(value)) return value.map(scrubSecrets);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        scrubText(key),
        secretKey.test(key) ? SCRUBBED : scrubSecrets(inner),
      ]),
    );
  }
  return value;
}
