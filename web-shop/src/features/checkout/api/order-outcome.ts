import { type FieldProblem, type OrderAnswer, SLOT_TAKEN_MESSAGE } from '@mise/contracts';
import { ApiError } from '@/shared/api/http';
import { type AddressField, addressFields } from './delivery-address';

/** Where a refusal's words go: under an address field, in the slot or payment step, or above the button. */
export type RefusalPlacement =
  | { step: 'address'; field: AddressField; message: string }
  | { step: 'slot'; message: string }
  | { step: 'payment'; message: string }
  | { step: 'order'; message: string };

export type PlaceFailure =
  /** 402: the card was refused; the provider's words. */
  | { kind: 'declined'; message: string | null }
  /** 4xx: the order was refused and nothing changed; `slotTaken` when the slot must be chosen again. */
  | { kind: 'refused'; placements: RefusalPlacement[]; slotTaken: boolean }
  /** 401: the session is gone; the shell's guard takes the shopper to the login popup. */
  | { kind: 'signedOut' }
  /** 5xx, or no answer at all: whether the order exists is unknown. */
  | { kind: 'unknown' };

const withoutPath = ({ field, message }: FieldProblem) =>
  message.startsWith(`${field} `) ? message.slice(field.length + 1) : message;

function placementOf(problem: FieldProblem): RefusalPlacement {
  const [root, leaf] = problem.field.split('.');
  if (root === 'deliveryAddress' && (leaf === 'date' || leaf === 'timeSlot')) {
    return { step: 'slot', message: problem.message };
  }
  if (root === 'deliveryAddress' && addressFields.includes(leaf as AddressField)) {
    return { step: 'address', field: leaf as AddressField, message: withoutPath(problem) };
  }
  if (root === 'paymentMethodId' || root === 'isSaveCard') {
    return { step: 'payment', message: problem.message };
  }
  return { step: 'order', message: problem.message };
}

/** What a failed POST /orders (or confirm-payment) means for the page. */
export function placeFailureOf(error: unknown): PlaceFailure {
  if (!(error instanceof ApiError) || error.status >= 500) return { kind: 'unknown' };
  if (error.status === 401) return { kind: 'signedOut' };
  const message = error.problem?.message ?? null;
  if (error.status === 402) return { kind: 'declined', message };
  const placements = error.fields.map(placementOf);
  const slotTaken =
    error.status === 409 &&
    (message === SLOT_TAKEN_MESSAGE || placements.some((placement) => placement.step === 'slot'));
  if (slotTaken && !placements.some((placement) => placement.step === 'slot')) {
    placements.push({ step: 'slot', message: message ?? SLOT_TAKEN_MESSAGE });
  }
  // A refusal naming no field is said above the button, in the server's words.
  if (placements.length === 0) {
    placements.push({ step: 'order', message: message ?? error.message });
  }
  return { kind: 'refused', placements, slotTaken };
}

/** An order answered by POST /orders or confirm-payment, as the page goes on from it: placed (paid, or being settled by the provider), waiting for the shopper's bank, or refused. */
export type PaymentState =
  | { kind: 'placed' }
  | { kind: 'needsAction'; nextAction: NonNullable<OrderAnswer['payment']['nextAction']> }
  | { kind: 'failed'; message: string | null };

export function paymentStateOf(order: OrderAnswer): PaymentState {
  const { payment } = order;
  if (payment.status === 'requires_action' && payment.nextAction) {
    return { kind: 'needsAction', nextAction: payment.nextAction };
  }
  if (payment.status === 'failed' || order.status === 'PAYMENT_FAILED') {
    return { kind: 'failed', message: payment.failureMessage };
  }
  return { kind: 'placed' };
}
