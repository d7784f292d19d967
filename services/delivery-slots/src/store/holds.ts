import type { EventEnvelope, SlotReleased } from '@mise/contracts';
import { appendToOutbox, type Database, type Queryable, type Transaction } from '@mise/platform';
import { and, asc, count, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import { holdExpiry, isOpen, type Slot, slotStartingAt } from '../domain/slots.js';
import { type Place, slotBookedEvent, slotReleasedEvent } from '../events/publish/slot-events.js';
import { type CityRow, cities, type HoldRow, outbox, slotHolds } from './schema.js';
import { freePlace, lockSlot, takePlace } from './slot-loads.js';

/** Thrown inside a transaction so that a place not to be had rolls back everything it did. */
class SlotTaken extends Error {}
const SLOT_TAKEN = { outcome: 'slot-taken' } as const;

async function unlessTaken<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | typeof SLOT_TAKEN> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof SlotTaken) return SLOT_TAKEN;
    throw error;
  }
}

async function takeOrRollBack(tx: Queryable, cityId: string, slotStart: Date): Promise<void> {
  if ((await takePlace(tx, cityId, slotStart)) === undefined) throw new SlotTaken();
}

/** The one row a query by key of a row this transaction holds locked (or refers to) finds. */
function theRow<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('a row this transaction holds or refers to was not found');
  return row;
}

async function lockedHold(tx: Queryable, orderId: string): Promise<HoldRow | undefined> {
  const [hold] = await tx
    .select()
    .from(slotHolds)
    .where(eq(slotHolds.orderId, orderId))
    .for('update');
  return hold;
}

const sameTime = (a: Date, b: Date) => a.getTime() === b.getTime();

export interface WantedPlace {
  orderId: string;
  /** The user or guest the order is for. */
  shopperId: string;
  cityId: string;
  slot: Slot;
}

/**
 * Gives back the unpaid places the shopper holds in this slot for other orders: a shopper holds
 * one at a time. The caller holds the slot's row locked, so a racing hold of the same shopper
 * waits and then finds this one, rather than both keeping theirs.
 */
async function releaseShoppersOtherHolds(tx: Queryable, wanted: WantedPlace): Promise<void> {
  const replaced = await tx
    .update(slotHolds)
    .set({ state: 'RELEASED', updatedAt: sql`now()` })
    .where(
      and(
        eq(slotHolds.shopperId, wanted.shopperId),
        eq(slotHolds.cityId, wanted.cityId),
        eq(slotHolds.slotStart, wanted.slot.start),
        eq(slotHolds.state, 'HELD'),
        ne(slotHolds.orderId, wanted.orderId),
      ),
    )
    .returning();
  if (replaced.length === 0) return;
  for (const hold of replaced) await freePlace(tx, hold.cityId, hold.slotStart);
  await appendToOutbox(
    tx,
    outbox,
    replaced.map((hold) => slotReleasedEvent(hold, 'replaced')),
  );
}

export type HoldOutcome =
  | { outcome: 'held'; hold: HoldRow }
  /** The order already holds a place at another time: a move, not a hold, changes it. */
  | { outcome: 'held-elsewhere'; hold: HoldRow }
  | typeof SLOT_TAKEN;

/**
 * Keeps a place for an order until it is paid for. An order that holds one gets it back
 * unchanged, however often it asks; one whose place was released may take a new one. A new
 * place replaces the one the shopper held in the same slot for another order, so that a
 * shopper's refused or abandoned orders never keep more than one place.
 */
export function holdPlace(db: Database, wanted: WantedPlace, now: Date): Promise<HoldOutcome> {
  const { orderId, shopperId, cityId, slot } = wanted;
  const takeNewPlace = async (tx: Queryable) => {
    if (!isOpen(slot.start, now)) throw new SlotTaken();
    // The older place is given back before the new one is taken: in a full slot it makes room.
    await lockSlot(tx, cityId, slot.start);
    await releaseShoppersOtherHolds(tx, wanted);
    await takeOrRollBack(tx, cityId, slot.start);
  };
  const held = {
    orderId,
    shopperId,
    cityId,
    slotStart: slot.start,
    slotEnd: slot.end,
    state: 'HELD' as const,
    expiresAt: holdExpiry(now),
  };
  return unlessTaken(db, async (tx): Promise<HoldOutcome> => {
    // Inserted first: a second request for the same order waits here for the first to commit.
    const [inserted] = await tx.insert(slotHolds).values(held).onConflictDoNothing().returning();
    if (inserted) {
      await takeNewPlace(tx);
      return { outcome: 'held', hold: inserted };
    }
    const existing = await lockedHold(tx, orderId);
    if (existing && existing.state !== 'RELEASED') {
      const same = existing.cityId === cityId && sameTime(existing.slotStart, slot.start);
      return { outcome: same ? 'held' : 'held-elsewhere', hold: existing };
    }
    await takeNewPlace(tx);
    const renewed = await tx
      .update(slotHolds)
      .set({ ...held, updatedAt: sql`now()` })
      .where(eq(slotHolds.orderId, orderId))
      .returning();
    return { outcome: 'held', hold: theRow(renewed) };
  });
}

export type MoveOutcome =
  | { outcome: 'moved'; hold: HoldRow; city: CityRow }
  | { outcome: 'no-hold' }
  | { outcome: 'not-a-slot'; city: CityRow }
  | typeof SLOT_TAKEN;

/**
 * Moves an order's place to another slot of its city in one transaction: the old place is
 * given back only if the new one could be taken.
 */
export function moveHold(
  db: Database,
  move: { orderId: string; slotStart: Date },
  now: Date,
): Promise<MoveOutcome> {
  return unlessTaken(db, async (tx): Promise<MoveOutcome> => {
    const hold = await lockedHold(tx, move.orderId);
    if (!hold || hold.state === 'RELEASED') return { outcome: 'no-hold' };
    const city = theRow(await tx.select().from(cities).where(eq(cities.id, hold.cityId)));
    const slot = slotStartingAt(move.slotStart, city.timeZone);
    if (!slot) return { outcome: 'not-a-slot', city };
    if (sameTime(slot.start, hold.slotStart)) return { outcome: 'moved', hold, city };
    if (!isOpen(slot.start, now)) throw new SlotTaken();

    const take = () => takeOrRollBack(tx, city.id, slot.start);
    const free = () => freePlace(tx, city.id, hold.slotStart);
    // Slot rows are locked earliest first, as in every other transaction here (each locks
    // at most one otherwise), so two orders moving past each other cannot deadlock.
    if (slot.start < hold.slotStart) {
      await take();
      await free();
    } else {
      await free();
      await take();
    }
    const moved = theRow(
      await tx
        .update(slotHolds)
        .set({ slotStart: slot.start, slotEnd: slot.end, updatedAt: sql`now()` })
        .where(eq(slotHolds.orderId, hold.orderId))
        .returning(),
    );
    await appendToOutbox(tx, outbox, [
      slotReleasedEvent(hold, 'moved'),
      // Consumers learnt of the old booking; a place only held was never announced.
      ...(moved.state === 'BOOKED' ? [slotBookedEvent(moved)] : []),
    ]);
    return { outcome: 'moved', hold: moved, city };
  });
}

export type BookOutcome = 'booked' | 'already-booked' | 'booked-over-capacity';

/**
 * Books the place of a paid order. One whose hold lapsed (or that never held one) is paid for
 * all the same: it gets a place in the slot it paid for, past the slot's capacity if the
 * place was sold again meanwhile, and the caller says so to staff.
 */
export async function bookPaidOrder(
  tx: Transaction,
  paid: Place,
  cause: EventEnvelope,
  now: Date,
): Promise<BookOutcome> {
  const [booked] = await tx
    .update(slotHolds)
    .set({ state: 'BOOKED', updatedAt: sql`now()` })
    .where(and(eq(slotHolds.orderId, paid.orderId), eq(slotHolds.state, 'HELD')))
    .returning();
  if (booked) {
    await appendToOutbox(tx, outbox, [slotBookedEvent(booked, cause)]);
    return 'booked';
  }
  const current = await lockedHold(tx, paid.orderId);
  if (current?.state === 'BOOKED') return 'already-booked';

  const withinCapacity = await takePlace(tx, paid.cityId, paid.slotStart);
  if (withinCapacity === undefined) await takePlace(tx, paid.cityId, paid.slotStart, 'regardless');
  // A booked place never lapses: its expiry is kept only because the column is required.
  const place = { ...paid, state: 'BOOKED' as const, expiresAt: now };
  await tx
    .insert(slotHolds)
    .values(place)
    .onConflictDoUpdate({ target: slotHolds.orderId, set: { ...place, updatedAt: sql`now()` } });
  await appendToOutbox(tx, outbox, [slotBookedEvent(paid, cause)]);
  return withinCapacity === undefined ? 'booked-over-capacity' : 'booked';
}

/**
 * Gives an order's place back to its slot; true when it did. A place released already stays
 * released. With `lapsedBy`, only a hold still unpaid and expired by then is released.
 */
export async function releasePlace(
  tx: Queryable,
  orderId: string,
  reason: SlotReleased['reason'],
  options: { cause?: EventEnvelope; lapsedBy?: Date } = {},
): Promise<boolean> {
  const stillHeld = and(
    eq(slotHolds.orderId, orderId),
    options.lapsedBy
      ? and(eq(slotHolds.state, 'HELD'), lte(slotHolds.expiresAt, options.lapsedBy))
      : ne(slotHolds.state, 'RELEASED'),
  );
  const [place] = await tx
    .select({ cityId: slotHolds.cityId, slotStart: slotHolds.slotStart })
    .from(slotHolds)
    .where(stillHeld);
  if (!place) return false;
  // The slot's row before the hold's, as a new hold of the same shopper locks them: a release
  // and that hold, each waiting for the other's row, would deadlock.
  await lockSlot(tx, place.cityId, place.slotStart);
  const [released] = await tx
    .update(slotHolds)
    .set({ state: 'RELEASED', updatedAt: sql`now()` })
    .where(stillHeld)
    .returning();
  if (!released) return false;
  await freePlace(tx, released.cityId, released.slotStart);
  await appendToOutbox(tx, outbox, [slotReleasedEvent(released, reason, options.cause)]);
  return true;
}

const LAPSE_BATCH = 100;

/** Releases every unpaid hold expired by `now`, one transaction each; answers how many. */
export async function lapseHolds(db: Database, now: Date): Promise<number> {
  let lapsed = 0;
  for (;;) {
    const due = await db
      .select({ orderId: slotHolds.orderId })
      .from(slotHolds)
      .where(and(eq(slotHolds.state, 'HELD'), lte(slotHolds.expiresAt, now)))
      .orderBy(asc(slotHolds.expiresAt))
      .limit(LAPSE_BATCH);
    for (const { orderId } of due) {
      const released = await db.transaction((tx) =>
        releasePlace(tx, orderId, 'lapsed', { lapsedBy: now }),
      );
      if (released) lapsed += 1;
    }
    if (due.length < LAPSE_BATCH) return lapsed;
  }
}

export interface SlotHoldCounts {
  /** Places of orders waiting for payment. */
  held: number;
  /** Places of paid orders. */
  booked: number;
}

/**
 * The places held and booked in these slots of a city, by slot start (ms), from the holds
 * themselves; slots with neither are absent. Released holds gave their place back.
 */
export async function holdCountsBySlot(
  db: Queryable,
  cityId: string,
  slotStarts: readonly Date[],
): Promise<Map<number, SlotHoldCounts>> {
  if (slotStarts.length === 0) return new Map();
  const rows = await db
    .select({ slotStart: slotHolds.slotStart, state: slotHolds.state, places: count() })
    .from(slotHolds)
    .where(
      and(
        eq(slotHolds.cityId, cityId),
        inArray(slotHolds.slotStart, [...slotStarts]),
        ne(slotHolds.state, 'RELEASED'),
      ),
    )
    .groupBy(slotHolds.slotStart, slotHolds.state);
  const counts = new Map<number, SlotHoldCounts>();
  for (const row of rows) {
    const key = row.slotStart.getTime();
    const slot = counts.get(key) ?? { held: 0, booked: 0 };
    if (row.state === 'BOOKED') slot.booked += row.places;
    else slot.held += row.places;
    counts.set(key, slot);
  }
  return counts;
}
