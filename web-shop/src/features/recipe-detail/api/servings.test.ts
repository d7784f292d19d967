import { describe, expect, it } from 'vitest';
import {
  canHaveFewer,
  canHaveMore,
  fewerServings,
  initialServings,
  moreServings,
} from './servings';

const pairs = { defaultServings: 4, minServings: 2, incrServings: 2 };
const single = { defaultServings: 2, minServings: 1, incrServings: 1 };
const trays = { defaultServings: 6, minServings: 3, incrServings: 3 };

describe('the servings stepper', () => {
  it('starts at the recipe default', () => {
    expect(initialServings(pairs)).toBe(4);
    expect(initialServings(trays)).toBe(6);
  });

  it('accepts servings from the address only when the recipe allows them', () => {
    expect(initialServings(pairs, 8)).toBe(8);
    expect(initialServings(pairs, 5)).toBe(4);
    expect(initialServings(pairs, 1)).toBe(4);
    expect(initialServings(pairs, null)).toBe(4);
    expect(initialServings(trays, 9)).toBe(9);
  });

  it('raises by the increment, counted from the minimum', () => {
    expect(moreServings(pairs, 4)).toBe(6);
    expect(moreServings(trays, 3)).toBe(6);
    expect(moreServings(single, 2)).toBe(3);
  });

  it('raises anything below the minimum to the minimum', () => {
    expect(moreServings(pairs, 0)).toBe(2);
    expect(moreServings(trays, 1)).toBe(3);
  });

  it('snaps an off-step value onto the steps before raising', () => {
    expect(moreServings(trays, 4)).toBe(9);
  });

  it('lowers by the increment and never below the minimum', () => {
    expect(fewerServings(pairs, 6)).toBe(4);
    expect(fewerServings(pairs, 2)).toBe(2);
    expect(fewerServings(trays, 3)).toBe(3);
    expect(canHaveFewer(pairs, 2)).toBe(false);
    expect(canHaveFewer(pairs, 4)).toBe(true);
  });

  it('stops raising at the last step within the 200 servings the cart accepts', () => {
    expect(canHaveMore(trays, 198)).toBe(false);
    expect(moreServings(trays, 198)).toBe(198);
    expect(canHaveMore(pairs, 198)).toBe(true);
    expect(moreServings(pairs, 198)).toBe(200);
    expect(initialServings(pairs, 202)).toBe(4);
  });

  it('treats a missing minimum or increment as 1', () => {
    const loose = { defaultServings: 2, minServings: 0, incrServings: 0 };
    expect(initialServings(loose)).toBe(2);
    expect(moreServings(loose, 2)).toBe(3);
    expect(fewerServings(loose, 1)).toBe(1);
  });
});
