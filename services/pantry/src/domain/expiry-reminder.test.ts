import { describe, expect, it } from 'vitest';
import { catalogOf, kale, rice } from '../../test/support/pantry-ingredients.js';
import {
  daysFrom,
  type LotToRemindOf,
  lastDayToRemindOf,
  remindersFor,
} from './expiry-reminder.js';

const ana = {
  userId: 'ana',
  emailAddress: 'ana@example.com',
  firstName: 'Ana',
  language: 'en-CA' as const,
};
const ben = { ...ana, userId: 'ben', emailAddress: 'ben@example.com' };
const claimed = (
  lotId: string,
  ingredientId: string,
  expiresOn: string,
  owner = ana,
): LotToRemindOf => ({
  lotId,
  ingredientId,
  expiresOn,
  owner,
});

describe('the reminders of lots expiring soon', () => {
  it('are one per shopper, naming the lots soonest-expiring first', () => {
    const reminders = remindersFor(
      [
        claimed('a', 'rice', '2026-11-28'),
        claimed('b', 'kale', '2026-11-26', ben),
        claimed('c', 'kale', '2026-11-27'),
      ],
      catalogOf(kale, rice),
      '2026-11-26',
    );
    expect(reminders).toEqual([
      {
        ...ben,
        today: '2026-11-26',
        lots: [{ lotId: 'b', ingredientId: 'kale', name: 'Kale', expiresOn: '2026-11-26' }],
      },
      {
        ...ana,
        today: '2026-11-26',
        lots: [
          { lotId: 'c', ingredientId: 'kale', name: 'Kale', expiresOn: '2026-11-27' },
          { lotId: 'a', ingredientId: 'rice', name: 'Basmati rice', expiresOn: '2026-11-28' },
        ],
      },
    ]);
  });

  it('name an ingredient the catalog no longer has by its id', () => {
    const [reminder] = remindersFor(
      [claimed('a', 'saffron', '2026-11-27')],
      catalogOf(),
      '2026-11-26',
    );
    expect(reminder?.lots[0]?.name).toBe('saffron');
  });
});

describe('the days a reminder looks ahead', () => {
  it('are today and the two days after, across a month’s end', () => {
    expect(lastDayToRemindOf('2026-11-30')).toBe('2026-12-02');
    expect(daysFrom('2026-11-30', '2026-12-02')).toBe(2);
    expect(daysFrom('2026-11-30', '2026-11-30')).toBe(0);
  });
});
