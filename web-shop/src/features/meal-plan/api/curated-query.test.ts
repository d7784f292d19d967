import { describe, expect, it } from 'vitest';
import { nextCuratedPage } from './curated-query';

const page = (currentPage: number, nextPage: number | null, totalPage: number) => ({
  curatedRecipes: [],
  currentPage,
  nextPage,
  totalPage,
  limit: 10,
});

describe('nextCuratedPage', () => {
  it('follows nextPage while it is within the total', () => {
    expect(nextCuratedPage(page(1, 2, 3))).toBe(2);
    expect(nextCuratedPage(page(2, 3, 3))).toBe(3);
  });

  it('stops at the last page or when nextPage is null', () => {
    expect(nextCuratedPage(page(3, null, 3))).toBeUndefined();
    expect(nextCuratedPage(page(1, 2, 1))).toBeUndefined();
  });
});
