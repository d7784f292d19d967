import type { RecipePage } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { nextRecipePage } from './recipe-paging';

const page = (page: number, totalPages: number, totalCount: number): RecipePage => ({
  recipes: [],
  page,
  limit: 10,
  totalPages,
  totalCount,
});

describe('nextRecipePage', () => {
  it('asks for the following page while it is within the total', () => {
    expect(nextRecipePage(page(1, 3, 25))).toBe(2);
    expect(nextRecipePage(page(2, 3, 25))).toBe(3);
  });

  it('stops at the last page', () => {
    expect(nextRecipePage(page(3, 3, 25))).toBeUndefined();
  });

  it('stops when there are no recipes, whatever totalPages says', () => {
    expect(nextRecipePage(page(1, 5, 0))).toBeUndefined();
  });
});
