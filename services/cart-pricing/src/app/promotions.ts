import { type PromotionBody, type PromotionChange, promotionBody } from '@mise/contracts';
import {
  auditStaffAction,
  type Database,
  HttpProblem,
  parseInput,
  type Queryable,
} from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import {
  findStaffPromoCode,
  insertPromoCode,
  type PromoCodeValues,
  type StaffPromoCode,
  updatePromoCode,
} from '../store/promo-codes.js';
import { outbox } from '../store/schema.js';

/** A code's fields as staff set them (the contract's names), for answers and the audit. */
type PromotionFields = PromotionBody;

export function promotionFieldsOf(row: StaffPromoCode): PromotionFields {
  return {
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minSubtotalCents: row.minSubtotalCents,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.validFrom?.toISOString() ?? null,
    endsAt: row.validUntil?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    maxPerCustomer: row.maxRedemptionsPerUser,
    influencerId: row.influencerId,
  };
}

function valuesOf(fields: PromotionFields): PromoCodeValues {
  return {
    percentOff: fields.percentOff,
    amountOffCents: fields.amountOffCents,
    minSubtotalCents: fields.minSubtotalCents,
    firstOrderOnly: fields.firstOrderOnly,
    validFrom: fields.startsAt === null ? null : new Date(fields.startsAt),
    validUntil: fields.endsAt === null ? null : new Date(fields.endsAt),
    maxRedemptions: fields.maxRedemptions,
    maxRedemptionsPerUser: fields.maxPerCustomer,
    influencerId: fields.influencerId,
  };
}

const record = (code: string) => ({ type: 'promotion', id: code });

async function reread(tx: Queryable, code: string, now: Date): Promise<StaffPromoCode> {
  const row = await findStaffPromoCode(tx, code, now);
  if (!row) throw new Error(`The promo code ${code} was just written and is gone.`);
  return row;
}

/**
 * Adds a staff's code: the code and its audit entry commit together. A 409 when the code
 * exists already, ended or not: a code names one promotion for good, as its orders keep it.
 */
export function createPromotion(
  db: Database,
  request: FastifyRequest,
  body: PromotionBody,
  now: Date,
): Promise<StaffPromoCode> {
  return db.transaction(async (tx) => {
    if (!(await insertPromoCode(tx, body.code, valuesOf(body)))) {
      throw new HttpProblem(409, 'Conflict', `The promo code ${body.code} exists already.`);
    }
    const created = await reread(tx, body.code, now);
    await auditStaffAction(tx, outbox, request, 'cart-pricing', {
      action: 'promotions.create',
      record: record(created.code),
      before: null,
      after: promotionFieldsOf(created),
    });
    return created;
  });
}

/**
 * Changes a code's fields, keeping those the change leaves out; giving one kind of discount
 * drops the other. The code as changed must follow the rules of a new one (a 400 naming the
 * field otherwise). Undefined (and nothing written) for an unknown code; a change that changes
 * nothing writes nothing, not even an audit entry.
 */
export function changePromotion(
  db: Database,
  request: FastifyRequest,
  code: string,
  change: PromotionChange,
  now: Date,
): Promise<StaffPromoCode | undefined> {
  return db.transaction(async (tx) => {
    const before = await findStaffPromoCode(tx, code, now, { lock: true });
    if (!before) return undefined;
    const fields = promotionFieldsOf(before);
    const changed = parseInput(
      promotionBody,
      { ...fields, ...otherDiscountDropped(change), ...change },
      'body',
    );
    const after = { ...changed, code: before.code, ...instantsOf(changed) };
    if (sameFields(fields, after)) return before;
    await updatePromoCode(tx, before.code, valuesOf(after));
    const stored = await reread(tx, before.code, now);
    await auditStaffAction(tx, outbox, request, 'cart-pricing', {
      action: 'promotions.update',
      record: record(before.code),
      before: fields,
      after: promotionFieldsOf(stored),
    });
    return stored;
  });
}

/** A percent given alone turns a fixed-amount code into a percent code, and the other way. */
function otherDiscountDropped(change: PromotionChange): Partial<PromotionFields> {
  const percent = change.percentOff !== undefined && change.percentOff !== null;
  const amount = change.amountOffCents !== undefined && change.amountOffCents !== null;
  if (percent && change.amountOffCents === undefined) return { amountOffCents: null };
  if (amount && change.percentOff === undefined) return { percentOff: null };
  return {};
}

/** The instants as the store answers them, so that the same instant compares equal. */
const instantsOf = ({ startsAt, endsAt }: PromotionFields) => ({
  startsAt: startsAt === null ? null : new Date(startsAt).toISOString(),
  endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
});

const sameFields = (a: PromotionFields, b: PromotionFields) =>
  (Object.keys(a) as (keyof PromotionFields)[]).every((key) => a[key] === b[key]);

/**
 * Ends a code now: its end becomes this moment, so no cart or checkout applies it from now on,
 * while its paid orders keep it. A code already ended is answered as it is, nothing written.
 */
export function endPromotion(
  db: Database,
  request: FastifyRequest,
  code: string,
  now: Date,
): Promise<StaffPromoCode | undefined> {
  return db.transaction(async (tx) => {
    const before = await findStaffPromoCode(tx, code, now, { lock: true });
    if (!before || before.status === 'ended') return before;
    await updatePromoCode(tx, before.code, { validUntil: now });
    const ended = await reread(tx, before.code, now);
    await auditStaffAction(tx, outbox, request, 'cart-pricing', {
      action: 'promotions.end',
      record: record(before.code),
      before: promotionFieldsOf(before),
      after: promotionFieldsOf(ended),
    });
    return ended;
  });
}
