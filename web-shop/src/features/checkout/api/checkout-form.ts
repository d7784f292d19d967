import type { AddressDraft, AddressField } from './delivery-address';
import type { DateChoice } from './delivery-dates';
import type { PaymentChoice } from './order-body';
import type { RefusalPlacement } from './order-outcome';

/**
 * The checkout's order state (spec §3 "Order state"): the day, the slot, the address, the card,
 * and what the server or the checks said about them. Pure, so the page's rules are tested alone.
 */
export type CheckoutForm = {
  dateChoice: DateChoice;
  /** The chosen slot's start, as /days gave it. */
  slotStart: string | null;
  address: AddressDraft;
  /** Fields left once: their problems show from then on. */
  touched: AddressField[];
  /** Place Order was pressed: every problem shows. */
  submitted: boolean;
  payment: PaymentChoice | null;
  /** Spec §2: the payment step is closed once payment information is complete. */
  paymentOpen: boolean;
  /** The server's words about the last order sent, by where they belong. */
  refusals: {
    address: Partial<Record<AddressField, string>>;
    slot: string | null;
    payment: string | null;
    order: string | null;
  };
};

const noRefusals: CheckoutForm['refusals'] = {
  address: {},
  slot: null,
  payment: null,
  order: null,
};

export function initialForm(address: AddressDraft): CheckoutForm {
  return {
    dateChoice: { kind: 'today' },
    slotStart: null,
    address,
    touched: [],
    submitted: false,
    payment: null,
    paymentOpen: true,
    refusals: noRefusals,
  };
}

export type CheckoutAction =
  | { type: 'chooseDate'; choice: DateChoice }
  | { type: 'chooseSlot'; start: string }
  | { type: 'edit'; field: keyof AddressDraft; value: string | boolean }
  | { type: 'touch'; field: AddressField }
  /** A saved card picked without asking: the payment step starts closed. */
  | { type: 'preselectCard'; payment: PaymentChoice }
  | { type: 'choosePayment'; payment: PaymentChoice }
  | { type: 'openPayment' }
  | { type: 'submit' }
  | { type: 'declined'; message: string }
  | { type: 'refused'; placements: RefusalPlacement[]; slotTaken: boolean }
  | { type: 'failed'; message: string };

export function checkoutReducer(form: CheckoutForm, action: CheckoutAction): CheckoutForm {
  switch (action.type) {
    case 'chooseDate':
      // Another day has other slots: the one chosen is gone with its day.
      return {
        ...form,
        dateChoice: action.choice,
        slotStart: null,
        refusals: { ...form.refusals, slot: null },
      };
    case 'chooseSlot':
      return { ...form, slotStart: action.start, refusals: { ...form.refusals, slot: null } };
    case 'edit': {
      const { [action.field as AddressField]: _answered, ...others } = form.refusals.address;
      const cityChanged = action.field === 'city' && action.value !== form.address.city;
      return {
        ...form,
        address: { ...form.address, [action.field]: action.value },
        // Another city has other slots.
        slotStart: cityChanged ? null : form.slotStart,
        refusals: { ...form.refusals, address: others },
      };
    }
    case 'touch':
      return form.touched.includes(action.field)
        ? form
        : { ...form, touched: [...form.touched, action.field] };
    case 'preselectCard':
      return form.payment ? form : { ...form, payment: action.payment, paymentOpen: false };
    case 'choosePayment':
      return {
        ...form,
        payment: action.payment,
        paymentOpen: false,
        refusals: { ...form.refusals, payment: null },
      };
    case 'openPayment':
      return { ...form, paymentOpen: true };
    case 'submit':
      return { ...form, submitted: true, refusals: { ...form.refusals, order: null } };
    case 'declined':
      // A declined new card is spent: another card is needed. A saved one stays offered.
      return {
        ...form,
        payment: form.payment?.isNew ? null : form.payment,
        paymentOpen: true,
        refusals: { ...form.refusals, payment: action.message },
      };
    case 'refused': {
      const refusals = { ...form.refusals, address: { ...form.refusals.address } };
      for (const placement of action.placements) {
        if (placement.step === 'address') refusals.address[placement.field] = placement.message;
        else refusals[placement.step] = placement.message;
      }
      return {
        ...form,
        slotStart: action.slotTaken ? null : form.slotStart,
        paymentOpen: form.paymentOpen || refusals.payment !== null,
        refusals,
      };
    }
    case 'failed':
      return { ...form, refusals: { ...form.refusals, order: action.message } };
  }
}
