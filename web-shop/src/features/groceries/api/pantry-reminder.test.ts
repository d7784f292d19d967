import type { PantryRowAnswer } from '@mise/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isReminderOff,
  pantryWorthReviewing,
  rememberReminded,
  setReminderOff,
  wasRemindedThisVisit,
} from './pantry-reminder';

const now = new Date(2026, 10, 27, 9, 30);

const rowBought = (...days: string[]): PantryRowAnswer => ({
  ingredientId: 'rice',
  name: 'Basmati rice',
  image: '',
  category: 'Pantry',
  quantity: days.length,
  units: 'g',
  expiryDate: null,
  lots: days.map((purchaseDate, index) => ({
    id: `00000000-0000-4000-8000-00000000000${index}`,
    quantity: 1,
    units: 'g',
    purchaseDate,
    expiryDate: null,
    source: 'manual',
    orderId: null,
  })),
});

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the pantry reminder', () => {
  it('leaves an empty pantry alone', () => {
    expect(pantryWorthReviewing([], now)).toBe(false);
  });

  it('is worth showing once nothing was bought into the pantry for 14 days', () => {
    expect(pantryWorthReviewing([rowBought('2026-11-13')], now)).toBe(true);
    expect(pantryWorthReviewing([rowBought('2026-11-14')], now)).toBe(false);
  });

  it('goes by the newest lot of any row', () => {
    const rows = [rowBought('2026-09-01', '2026-10-01'), rowBought('2026-11-25')];
    expect(pantryWorthReviewing(rows, now)).toBe(false);
    expect(pantryWorthReviewing([rowBought('2026-09-01', '2026-10-01')], now)).toBe(true);
  });

  it("keeps 'Don't show me this again' until it is cleared, and the visit's showing apart", () => {
    expect(isReminderOff(localStorage)).toBe(false);
    setReminderOff(localStorage, true);
    expect(isReminderOff(localStorage)).toBe(true);
    setReminderOff(localStorage, false);
    expect(isReminderOff(localStorage)).toBe(false);

    expect(wasRemindedThisVisit(sessionStorage)).toBe(false);
    rememberReminded(sessionStorage);
    expect(wasRemindedThisVisit(sessionStorage)).toBe(true);
    expect(isReminderOff(localStorage)).toBe(false);
  });
});
