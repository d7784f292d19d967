import type {
  adminOrderFilters,
  adminOrdersQuery,
  OrderStatus,
  PaymentProviderName,
} from '@mise/contracts';
import type { Database, Queryable } from '@mise/platform';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { type OrderRow, orders, type PaymentRow, payments } from './schema.js';

/** An order with its card payment: what every answer and every settlement reads. */
export interface StoredOrder {
  order: OrderRow;
  payment: PaymentRow;
}

export type NewOrder = typeof orders.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

/**
 * Stores a new order and its payment, or nothing when a row with its id, its shopper's key or
 * its number is there already: the caller then reads what is there.
 */
export async function insertOrder(
  tx: Queryable,
  order: NewOrder,
  payment: NewPayment,
): Promise<OrderRow | undefined> {
  const [inserted] = await tx.insert(orders).values(order).onConflictDoNothing().returning();
  if (inserted) await tx.insert(payments).values(payment);
  return inserted;
}

const withPayment = (db: Queryable) =>
  db
    .select({ order: orders, payment: payments })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id));

export async function findOrder(db: Queryable, orderId: string): Promise<StoredOrder | undefined> {
  const [found] = await withPayment(db).where(eq(orders.id, orderId));
  return found;
}

/** The order row locked for this transaction: changes to one order happen one at a time. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<StoredOrder | undefined> {
  const [found] = await withPayment(tx).where(eq(orders.id, orderId)).for('update');
  return found;
}

export async function findOrderByKey(
  db: Queryable,
  userId: string,
  idempotencyKey: string,
): Promise<StoredOrder | undefined> {
  const [found] = await withPayment(db).where(
    and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)),
  );
  return found;
}

export async function findOrderByPayment(
  db: Queryable,
  provider: PaymentProviderName,
  providerPaymentId: string,
): Promise<StoredOrder | undefined> {
  const [found] = await withPayment(db).where(
    and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)),
  );
  return found;
}

/** Orders a shopper's history lists: placed ones, not checkout attempts that were never paid. */
const HISTORY_STATUSES: OrderStatus[] = [
  'PENDING_DELIVERY',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
];

export async function listOrdersOf(
  db: Database,
  userId: string,
  page: { page: number; perPage: number },
): Promise<{ orders: StoredOrder[]; total: number }> {
  const mine = and(eq(orders.userId, userId), inArray(orders.status, HISTORY_STATUSES));
  const [rows, [counted]] = await Promise.all([
    withPayment(db)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.perPage)
      .offset(page.page * page.perPage),
    db.select({ total: count() }).from(orders).where(mine),
  ]);
  return { orders: rows, total: counted?.total ?? 0 };
}

/** Every order the shopper placed, oldest first, whatever its state: their data export. */
export function ordersPlacedBy(db: Queryable, userId: string): Promise<StoredOrder[]> {
  return withPayment(db).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt));
}

/** Orders still to be paid or delivered: an account is not deleted while it has one. */
const OPEN_STATUSES: OrderStatus[] = ['PENDING_PAYMENT', 'PENDING_DELIVERY', 'OUT_FOR_DELIVERY'];

export function openOrdersOf(db: Queryable, userId: string) {
  return db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, OPEN_STATUSES)))
    .orderBy(asc(orders.createdAt));
}

export type StaffOrderFilter = z.infer<typeof adminOrderFilters>;
export type StaffOrderPage = z.infer<typeof adminOrdersQuery>;

const sortColumns = {
  createdAt: orders.createdAt,
  slotStart: orders.slotStart,
  total: orders.totalCents,
} as const;

function matching(filter: StaffOrderFilter): SQL | undefined {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    filter.status ? eq(orders.status, filter.status) : undefined,
    pattern
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.email, pattern),
          ilike(sql`${orders.firstName} || ' ' || ${orders.lastName}`, pattern),
        )
      : undefined,
    filter.from ? gte(orders.deliveryDate, filter.from) : undefined,
    filter.to ? lte(orders.deliveryDate, filter.to) : undefined,
    filter.cityId ? eq(orders.cityId, filter.cityId) : undefined,
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.minTotal !== undefined ? gte(orders.totalCents, filter.minTotal) : undefined,
    filter.maxTotal !== undefined ? lte(orders.totalCents, filter.maxTotal) : undefined,
  );
}

export async function listOrdersForStaff(
  db: Database,
  filter: StaffOrderPage,
): Promise<{ orders: StoredOrder[]; total: number }> {
  const where = matching(filter);
  const direction = filter.order === 'ASC' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    withPayment(db)
      .where(where)
      .orderBy(direction(sortColumns[filter.sort]), direction(orders.id))
      .limit(filter.perPage)
      .offset(filter.page * filter.perPage),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { orders: rows, total: counted?.total ?? 0 };
}

/** How many orders match the filters (all but the status), by status. */
export async function countOrdersByStatus(
  db: Database,
  filter: StaffOrderFilter,
): Promise<Map<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(matching({ ...filter, status: undefined }))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.n]));
}

/** True once the shopper has paid for an order, even one cancelled since (first-order promos). */
export async function hasPaidOrder(db: Queryable, userId: string): Promise<boolean> {
  const [paid] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return paid !== undefined;
}

/** Orders still waiting for their payment since before `placedBefore`, oldest first. */
export function ordersAwaitingPayment(db: Database, placedBefore: Date, limit: number) {
  return withPayment(db)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Moves an order from one status to another, only if it is still in the first: of two
 * settlements racing (a webhook, a sweep, the shopper's own request), one moves it and the
 * others find nothing to do.
 */
export async function moveStatus(
  tx: Queryable,
  orderId: string,
  move: { from: OrderStatus; to: OrderStatus; at: Date },
  changes: Partial<Pick<OrderRow, 'paidAt' | 'deliveredAt'>> = {},
): Promise<OrderRow | undefined> {
  const [moved] = await tx
    .update(orders)
    .set({ status: move.to, updatedAt: move.at, ...changes })
    .where(and(eq(orders.id, orderId), eq(orders.status, move.from)))
    .returning();
  return moved;
}

export async function updateOrder(
  tx: Queryable,
  orderId: string,
  changes: Partial<Omit<OrderRow, 'id' | 'userId' | 'idempotencyKey' | 'status'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await tx.update(orders).set(changes).where(eq(orders.id, orderId));
}

export async function updatePayment(
  tx: Queryable,
  orderId: string,
  changes: Partial<Omit<PaymentRow, 'orderId'>> & { updatedAt: Date },
): Promise<void> {
  await tx.update(payments).set(changes).where(eq(payments.orderId, orderId));
}
