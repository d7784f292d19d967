import { describe, expect, it } from 'vitest';
import { ORDER_NUMBER_ALPHABET, orderNumber } from './order-number.js';

describe('order numbers', () => {
  it('are M- and six characters drawn from the alphabet', () => {
    const draws = [0, 1, 2, 3, 4, ORDER_NUMBER_ALPHABET.length - 1];
    const number = orderNumber(() => draws.shift() ?? 0);
    expect(number).toBe('M-23456Z');
  });

  it('never use characters read as others', () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01OILUV]/);
    expect(new Set(ORDER_NUMBER_ALPHABET).size).toBe(ORDER_NUMBER_ALPHABET.length);
  });

  it('differ from draw to draw', () => {
    const numbers = new Set(
      Array.from({ length: 200 }, () => orderNumber((below) => Math.floor(Math.random() * below))),
    );
    expect(numbers.size).toBeGreaterThan(195);
  });
});
