import { describe, expect, it } from 'vitest';
import { type CheckoutForm, checkoutReducer, initialForm } from './checkout-form';
import { emptyAddress } from './delivery-address';
import type { PaymentChoice } from './order-body';

const newCard: PaymentChoice = {
  paymentMethodId: 'pm_new',
  brand: 'visa',
  last4: '4242',
  isNew: true,
  isSaveCard: false,
};
const savedCard: PaymentChoice = { ...newCard, paymentMethodId: 'pm_saved', isNew: false };

const withSlot = (form: CheckoutForm) =>
  checkoutReducer(form, { type: 'chooseSlot', start: '2026-11-22T14:00:00.000Z' });

describe('the checkout’s order state', () => {
  it('forgets the slot when the day or the city changes, not for other fields', () => {
    const form = withSlot(initialForm({ ...emptyAddress, city: 'Toronto' }));
    expect(
      checkoutReducer(form, { type: 'edit', field: 'lineOne', value: '1 Bay St' }).slotStart,
    ).not.toBeNull();
    expect(
      checkoutReducer(form, { type: 'edit', field: 'city', value: 'Ottawa' }).slotStart,
    ).toBeNull();
    expect(
      checkoutReducer(form, { type: 'chooseDate', choice: { kind: 'tomorrow' } }).slotStart,
    ).toBeNull();
  });

  it('closes the payment step once a card is chosen; a preselected card never replaces a choice', () => {
    let form = checkoutReducer(initialForm(emptyAddress), {
      type: 'choosePayment',
      payment: newCard,
    });
    expect(form.paymentOpen).toBe(false);
    form = checkoutReducer(form, { type: 'preselectCard', payment: savedCard });
    expect(form.payment).toBe(newCard);
  });

  it('reopens payment on a decline, dropping a spent new card but keeping a saved one', () => {
    const declined = { type: 'declined', message: 'Declined.' } as const;
    const afterNew = checkoutReducer(
      checkoutReducer(initialForm(emptyAddress), { type: 'choosePayment', payment: newCard }),
      declined,
    );
    expect(afterNew).toMatchObject({ payment: null, paymentOpen: true });
    expect(afterNew.refusals.payment).toBe('Declined.');
    const afterSaved = checkoutReducer(
      checkoutReducer(initialForm(emptyAddress), { type: 'choosePayment', payment: savedCard }),
      declined,
    );
    expect(afterSaved.payment).toBe(savedCard);
  });

  it('keeps the server’s words by field until that field is edited', () => {
    let form = withSlot(initialForm(emptyAddress));
    form = checkoutReducer(form, {
      type: 'refused',
      slotTaken: true,
      placements: [
        { step: 'address', field: 'postalCode', message: 'is not served' },
        { step: 'slot', message: 'Taken.' },
      ],
    });
    expect(form.slotStart).toBeNull();
    expect(form.refusals).toMatchObject({
      address: { postalCode: 'is not served' },
      slot: 'Taken.',
    });
    form = checkoutReducer(form, { type: 'edit', field: 'postalCode', value: 'M5V 2T6' });
    expect(form.refusals.address).toEqual({});
    form = withSlot(form);
    expect(form.refusals.slot).toBeNull();
  });
});
