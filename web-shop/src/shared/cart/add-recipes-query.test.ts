import { describe, expect, it } from 'vitest';
import { addRecipesQuery, parseAddRecipes } from './add-recipes-query';

describe('the addRecipes link', () => {
  it('round-trips recipes, meal types and servings', () => {
    const selections = [
      { id: 'curry', servings: 4, mealTypeId: 'dinner' },
      { id: 'odd:id,1', servings: 2 },
    ];
    const query = addRecipesQuery(selections);
    expect(query).toBe('addRecipes=curry%3Adinner%3A4%2Codd%253Aid%252C1%3A%3A2');
    expect(parseAddRecipes(new URLSearchParams(query).get('addRecipes'))).toEqual(selections);
  });

  it('skips triples that cannot be a recipe', () => {
    expect(parseAddRecipes('curry::4,::2,salad::0,stew::x,soup:a:2:9,%E0::2,bowl::3')).toEqual([
      { id: 'curry', servings: 4 },
      { id: 'bowl', servings: 3 },
    ]);
    expect(parseAddRecipes(null)).toEqual([]);
  });

  it('keeps the first of a repeated recipe and meal type, and servings within 200', () => {
    expect(parseAddRecipes('curry::4,curry:dinner:2,curry::6,stew::500')).toEqual([
      { id: 'curry', servings: 4 },
      { id: 'curry', servings: 2, mealTypeId: 'dinner' },
      { id: 'stew', servings: 200 },
    ]);
  });

  it('keeps at most 100 recipes', () => {
    const value = Array.from({ length: 120 }, (_, i) => `r${i}::2`).join(',');
    expect(parseAddRecipes(value)).toHaveLength(100);
  });
});
