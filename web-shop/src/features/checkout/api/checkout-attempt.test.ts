import { describe, expect, it } from 'vitest';
import { CheckoutAttempt } from './checkout-attempt';

describe('a checkout attempt', () => {
  it('keeps its key until it ends, then the next attempt has a new one', () => {
    let made = 0;
    const attempt = new CheckoutAttempt(() => `key-${++made}`);
    expect(attempt.current()).toBe('key-1');
    expect(attempt.current()).toBe('key-1');
    attempt.end();
    expect(attempt.current()).toBe('key-2');
  });

  it('makes keys the orders contract accepts', () => {
    expect(new CheckoutAttempt().current()).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
