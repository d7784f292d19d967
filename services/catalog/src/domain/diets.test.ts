import { dietIds } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { allergensOf, dietsOf, KETO_MAX_CARBS_PER_SERVING } from './diets.js';

const chicken = { breaksDiets: ['vegetarian', 'vegan', 'pescatarian'] as const, allergens: [] };
const feta = { breaksDiets: ['vegan', 'dairy-free'] as const, allergens: ['milk'] as const };
const pasta = {
  breaksDiets: ['gluten-free', 'keto', 'paleo'] as const,
  allergens: ['wheat', 'eggs'] as const,
};
const spinach = { breaksDiets: [], allergens: [] };

describe('dietsOf', () => {
  it('is every diet none of the ingredients breaks, and always everything', () => {
    expect(dietsOf([chicken, spinach], 2)).toEqual([
      'everything',
      'gluten-free',
      'dairy-free',
      'keto',
      'paleo',
    ]);
    expect(dietsOf([feta, pasta], 40)).toEqual(['everything', 'vegetarian', 'pescatarian']);
  });

  it('allows keto only up to 15 g of carbohydrate per serving', () => {
    expect(KETO_MAX_CARBS_PER_SERVING).toBe(15);
    expect(dietsOf([spinach], 15)).toContain('keto');
    expect(dietsOf([spinach], 15.1)).not.toContain('keto');
  });

  it('leaves a recipe with no restrictions in every diet but keto when carb-heavy', () => {
    expect(dietsOf([spinach], 60)).toEqual(dietIds.filter((diet) => diet !== 'keto'));
  });
});

describe('allergensOf', () => {
  it('is the union of the ingredients allergens, once each, in the allergy list order', () => {
    expect(allergensOf([feta, pasta, { breaksDiets: [], allergens: ['milk'] }])).toEqual([
      'eggs',
      'milk',
      'wheat',
    ]);
    expect(allergensOf([chicken, spinach])).toEqual([]);
  });
});
