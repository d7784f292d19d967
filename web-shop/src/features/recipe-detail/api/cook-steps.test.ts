import { describe, expect, it } from 'vitest';
import { cookStart, ingredientsForStep, moveCook, moveForKey } from './cook-steps';

describe('moveCook', () => {
  it('goes step by step and finishes after the last', () => {
    let position = cookStart;
    position = moveCook(position, 'next', 3);
    expect(position).toEqual({ index: 1, finished: false });
    position = moveCook(position, 'next', 3);
    expect(position).toEqual({ index: 2, finished: false });
    position = moveCook(position, 'next', 3);
    expect(position).toEqual({ index: 2, finished: true });
    expect(moveCook(position, 'next', 3)).toBe(position);
  });

  it('goes back, never before the first step, and from the finish to the last step', () => {
    expect(moveCook(cookStart, 'previous', 3)).toEqual(cookStart);
    expect(moveCook({ index: 2, finished: false }, 'previous', 3)).toEqual({
      index: 1,
      finished: false,
    });
    expect(moveCook({ index: 2, finished: true }, 'previous', 3)).toEqual({
      index: 2,
      finished: false,
    });
  });

  it('starts over', () => {
    expect(moveCook({ index: 2, finished: true }, 'restart', 3)).toEqual(cookStart);
  });

  it('finishes a recipe of one step on the first next', () => {
    expect(moveCook(cookStart, 'next', 1)).toEqual({ index: 0, finished: true });
  });
});

describe('moveForKey', () => {
  it('maps the arrow keys', () => {
    expect(moveForKey('ArrowRight')).toBe('next');
    expect(moveForKey('ArrowLeft')).toBe('previous');
    expect(moveForKey('Enter')).toBeNull();
  });
});

describe('ingredientsForStep', () => {
  const ingredients = [
    { name: 'Yukon Gold potatoes' },
    { name: 'Cauliflower' },
    { name: 'Ground cumin' },
    { name: 'Cod fillets' },
    { name: 'Cherry tomatoes' },
  ];

  it('finds ingredients by the word a step calls them', () => {
    const step = 'Toss the potato and cauliflower with the cumin.';
    expect(ingredientsForStep(step, ingredients).map((i) => i.name)).toEqual([
      'Yukon Gold potatoes',
      'Cauliflower',
      'Ground cumin',
    ]);
  });

  it('finds a cut by the food it is cut from, and a plural by its singular', () => {
    const step = 'Lay the cod on the tomato halves.';
    expect(ingredientsForStep(step, ingredients).map((i) => i.name)).toEqual([
      'Cod fillets',
      'Cherry tomatoes',
    ]);
  });

  it('finds nothing in a step that names no ingredient', () => {
    expect(ingredientsForStep('Heat the oven to 200 °C.', ingredients)).toEqual([]);
  });
});
