import { expect, it } from 'vitest';
import { offerSlots } from './availability.js';
import { slotsOfDay } from './slots.js';

const slots = slotsOfDay('2026-06-15', 'America/Toronto');
const [nine = 0, eleven = 0, one = 0] = slots.map((slot) => slot.start.getTime());
// 8:00 AM in Toronto: every slot of the day starts at least an hour from now.
const earlyMorning = new Date('2026-06-15T12:00:00Z');

it('offers the places a slot has left, and only open slots with some left', () => {
  const taken = new Map([
    [eleven, 3],
    [one, 5],
  ]);
  const offered = offerSlots(slots, 5, taken, earlyMorning);
  expect(offered.map((slot) => [slot.remaining, slot.available])).toEqual([
    // 9:00 AM is only an hour away.
    [5, false],
    [2, true],
    [0, false],
    [5, true],
    [5, true],
    [5, true],
  ]);
});

it('has none left in a slot holding more than a lowered capacity', () => {
  const [first] = offerSlots(slots, 2, new Map([[nine, 4]]), new Date('2026-06-14T12:00:00Z'));
  expect(first).toMatchObject({ remaining: 0, available: false });
});
