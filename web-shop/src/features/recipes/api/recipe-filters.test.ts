import { describe, expect, it } from 'vitest';
import { filtersAnswer } from '@/shared/testing/fake-catalog';
import {
  activeFilterCount,
  filtersFromSearch,
  noFilters,
  type RecipeFilters,
  recipeListRequest,
  searchWithFilters,
  tidyRanges,
} from './recipe-filters';

const diets = ['everything', 'vegetarian', 'vegan'];
const read = (query: string) => filtersFromSearch(new URLSearchParams(query), diets);

const chosen: RecipeFilters = {
  diet: 'vegetarian',
  allergies: ['milk', 'peanuts'],
  mealTypes: ['dinner'],
  categories: ['indian'],
  cookingTimeMax: 30,
  difficulty: 'easy',
  ranges: { calories: { min: 200, max: 600 }, protein: { min: 20 }, carbohydrates: {}, fat: {} },
  search: 'curry',
};

describe('filters in the URL query', () => {
  it('reads back what it wrote, so a shared link restores the filters', () => {
    const query = searchWithFilters(new URLSearchParams(), chosen);

    expect(query.get('diet')).toBe('vegetarian');
    expect(query.get('allergies')).toBe('milk,peanuts');
    expect(query.get('caloriesMax')).toBe('600');
    expect(filtersFromSearch(query, diets)).toEqual(chosen);
  });

  it('writes nothing for the defaults', () => {
    expect(searchWithFilters(new URLSearchParams(), noFilters).toString()).toBe('');
  });

  it('keeps parameters that are not filters', () => {
    const query = searchWithFilters(new URLSearchParams('campaignPromoCode=SPRING&diet=vegan'), {
      ...noFilters,
      diet: 'vegetarian',
    });

    expect(query.toString()).toBe('campaignPromoCode=SPRING&diet=vegetarian');
  });

  it('preselects the diet of ?diet=', () => {
    expect(read('diet=vegan').diet).toBe('vegan');
  });

  it('drops what a mistyped link gets wrong instead of failing', () => {
    const filters = read(
      'diet=carnivore&cookingTimeMax=17&difficultyLevel=extreme&caloriesMin=abc&allergies=milk,,Bad%20Id',
    );

    expect(filters).toEqual({ ...noFilters, allergies: ['milk'] });
  });
});

describe('tidyRanges', () => {
  const { limits } = filtersAnswer;

  it('forgets range ends left at the catalog limits (sent only when changed)', () => {
    const tidy = tidyRanges(
      {
        ...noFilters,
        ranges: { ...noFilters.ranges, calories: { min: 100, max: 700 }, fat: { max: 90 } },
      },
      limits,
    );

    expect(tidy.ranges.calories).toEqual({ max: 700 });
    expect(tidy.ranges.fat).toEqual({});
  });

  it('turns a reversed range round', () => {
    const tidy = tidyRanges(
      { ...noFilters, ranges: { ...noFilters.ranges, protein: { min: 40, max: 10 } } },
      limits,
    );

    expect(tidy.ranges.protein).toEqual({ min: 10, max: 40 });
  });
});

describe('recipeListRequest', () => {
  it('maps the filters to the API parameters', () => {
    expect(recipeListRequest(chosen, 'greenkitchen')).toEqual({
      diet: 'vegetarian',
      allergies: ['milk', 'peanuts'],
      mealTypes: ['dinner'],
      categories: ['indian'],
      cookingTimeMax: 30,
      difficultyLevel: 'easy',
      search: 'curry',
      influencerId: 'greenkitchen',
      caloriesMin: 200,
      caloriesMax: 600,
      proteinMin: 20,
    });
  });

  it('sends a blank diet for everything, and no range or storefront by default', () => {
    const request = recipeListRequest(noFilters, undefined);

    expect(request.diet).toBe('');
    expect(request.influencerId).toBeUndefined();
    expect(Object.keys(request).filter((key) => /M(in|ax)$/.test(key))).toEqual(['cookingTimeMax']);
    expect(request.cookingTimeMax).toBeUndefined();
  });
});

describe('activeFilterCount', () => {
  it('counts each chosen value, not the search', () => {
    // diet 1 + allergies 2 + meal type 1 + category 1 + time 1 + difficulty 1 + 2 ranges
    expect(activeFilterCount(chosen)).toBe(9);
    expect(activeFilterCount({ ...noFilters, search: 'curry' })).toBe(0);
  });
});
