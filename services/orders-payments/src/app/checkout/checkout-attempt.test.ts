import { describe, expect, it } from 'vitest';
import { orderIdFor, requestFingerprint } from './checkout-attempt.js';

describe('a checkout attempt', () => {
  it('has one order id per shopper and key, shaped like a UUID', () => {
    const id = orderIdFor('user-1', 'key-aaaaaaaa');
    expect(id).toBe(orderIdFor('user-1', 'key-aaaaaaaa'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(orderIdFor('user-2', 'key-aaaaaaaa')).not.toBe(id);
    expect(orderIdFor('user-1', 'key-bbbbbbbb')).not.toBe(id);
  });

  it('is fingerprinted whatever the order of its keys, and told apart by any value', () => {
    const body = { a: 1, extras: { x: 2, y: 3 }, list: [{ id: 'r', servings: 4 }] };
    const shuffled = { list: [{ servings: 4, id: 'r' }], extras: { y: 3, x: 2 }, a: 1 };
    expect(requestFingerprint(shuffled)).toBe(requestFingerprint(body));
    expect(requestFingerprint({ ...body, a: 2 })).not.toBe(requestFingerprint(body));
    expect(requestFingerprint({ ...body, list: [{ id: 'r', servings: 6 }] })).not.toBe(
      requestFingerprint(body),
    );
  });
});
