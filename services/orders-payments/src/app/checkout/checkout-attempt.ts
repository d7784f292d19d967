import { createHash } from 'node:crypto';

/**
 * The order id of a checkout attempt, derived from the shopper and their Idempotency-Key: two
 * racing requests of one double click compute the same id, so they hold one place in the slot
 * (holds are idempotent by order id) and insert one row, and a replay finds it. Formatted as
 * a UUID of version 8 (custom); it reveals neither the user nor the key.
 */
export function orderIdFor(userId: string, idempotencyKey: string): string {
  const bytes = createHash('sha256').update(`${userId}\n${idempotencyKey}`).digest();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * What a request asked for, whatever the order of its keys: a replay of an Idempotency-Key
 * must ask for the same thing, or it is a client mistake rather than a retry.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('base64url');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
