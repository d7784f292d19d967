import type { PromotionAnswer } from '@mise/contracts';
import { formatCents } from '../shared/money';

/** A code's discount in words: "15 % off" or "$10.00 off", with its minimum subtotal. */
export function describeDiscount(code: PromotionAnswer): string {
  const off =
    code.percentOff !== null
      ? `${code.percentOff} % off`
      : `${formatCents(code.amountOffCents ?? 0)} off`;
  return code.minSubtotalCents > 0 ? `${off} from ${formatCents(code.minSubtotalCents)}` : off;
}

/** The form's values, as the staff member typed them. */
export interface PromotionForm {
  code?: string;
  kind: 'percent' | 'amount';
  percentOff?: number | null;
  amountOffDollars?: number | null;
  minSubtotalDollars?: number | null;
  firstOrderOnly?: boolean;
  startsAt?: string | null;
  endsAt?: string | null;
  maxRedemptions?: number | null;
  maxPerCustomer?: number | null;
  influencerId?: string | null;
}

const cents = (dollars: number | null | undefined) =>
  dollars === null || dollars === undefined ? null : Math.round(dollars * 100);
const orNull = <T>(value: T | undefined | '') =>
  value === undefined || value === '' ? null : value;

/** The form as the API takes it: cents, one kind of discount, and empty fields as none. */
export function promotionPayload(form: PromotionForm, { withCode }: { withCode: boolean }) {
  return {
    ...(withCode ? { code: form.code } : {}),
    ...(form.kind === 'percent'
      ? { percentOff: orNull(form.percentOff) }
      : { amountOffCents: cents(form.amountOffDollars) }),
    minSubtotalCents: cents(form.minSubtotalDollars) ?? 0,
    firstOrderOnly: Boolean(form.firstOrderOnly),
    startsAt: orNull(form.startsAt),
    endsAt: orNull(form.endsAt),
    maxRedemptions: orNull(form.maxRedemptions),
    maxPerCustomer: orNull(form.maxPerCustomer),
    influencerId: orNull(form.influencerId?.trim()),
  };
}

/** A code as the form shows it. */
export const promotionForm = (code: PromotionAnswer): PromotionForm => ({
  code: code.code,
  kind: code.percentOff !== null ? 'percent' : 'amount',
  percentOff: code.percentOff,
  amountOffDollars: code.amountOffCents === null ? null : code.amountOffCents / 100,
  minSubtotalDollars: code.minSubtotalCents / 100,
  firstOrderOnly: code.firstOrderOnly,
  startsAt: code.startsAt,
  endsAt: code.endsAt,
  maxRedemptions: code.maxRedemptions,
  maxPerCustomer: code.maxPerCustomer,
  influencerId: code.influencerId,
});
