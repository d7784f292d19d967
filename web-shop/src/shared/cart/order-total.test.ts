import type { DeliveryFees, PricePayloadAnswer } from '@mise/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type OrderTotalLine, orderTotal } from './order-total';
import { pricePayload } from './testing/cart-answers';

/** A cart as cart-pricing answers it: its total and per-serving figures follow price-payload.ts. */
const pricedCart = fc
  .record({
    priceOfRequiredProducts: fc.integer({ min: 0, max: 200_000 }),
    totalPriceExtra: fc.integer({ min: 0, max: 20_000 }),
    promoShare: fc.double({ min: 0, max: 0.5, noNaN: true }),
    extraProductTaxes: fc.integer({ min: 0, max: 3_000 }),
    serviceFee: fc.integer({ min: 0, max: 399 }),
    servings: fc.integer({ min: 1, max: 400 }),
    lowest: fc.integer({ min: 0, max: 500 }),
    highest: fc.integer({ min: 0, max: 500 }),
    cityFee: fc.integer({ min: 0, max: 500 }),
    cityKnown: fc.boolean(),
    waived: fc.boolean(),
  })
  .map((facts) => {
    const lowest = Math.min(facts.lowest, facts.highest);
    const highest = Math.max(facts.lowest, facts.highest);
    const subTotal = facts.priceOfRequiredProducts + facts.totalPriceExtra;
    const promoDiscount = Math.round(subTotal * facts.promoShare);
    // Until the city is known cart-pricing counts the highest served fee; an empty cart none.
    const cityFee = facts.cityKnown ? facts.cityFee : highest;
    const deliveryFee = subTotal > 0 && !facts.waived ? cityFee : 0;
    const totalPrice =
      subTotal - promoDiscount + facts.extraProductTaxes + facts.serviceFee + deliveryFee;
    const cost: PricePayloadAnswer = pricePayload({
      priceOfRequiredProducts: facts.priceOfRequiredProducts,
      totalPriceExtra: facts.totalPriceExtra,
      subTotal,
      promoDiscount,
      extraProductTaxes: facts.extraProductTaxes,
      serviceFee: facts.serviceFee,
      deliveryFee,
      waiveOffDeliveryFee: facts.waived,
      totalPrice,
      totalServings: facts.servings,
      pricePerServing: Math.round(facts.priceOfRequiredProducts / facts.servings),
      paidPerServing: Math.round(totalPrice / facts.servings),
    });
    const fees: DeliveryFees = { cityKnown: facts.cityKnown, lowest, highest };
    return { cost, fees };
  });

/** What a line adds to the total; a fee range adds its top, the fee the total counts. */
function added(line: OrderTotalLine): number {
  if (line.kind === 'promo') return -line.cents;
  if (line.kind !== 'deliveryFee') return line.cents;
  if (line.fee.kind === 'waived') return 0;
  return line.fee.kind === 'city' ? line.fee.cents : line.fee.highest;
}

describe('a total as the shop shows it', () => {
  it('lists every part it adds up, fees included, so the lines add up to it', () => {
    fc.assert(
      fc.property(pricedCart, ({ cost, fees }) => {
        const shown = orderTotal(cost, fees);
        expect(shown.lines.reduce((sum, line) => sum + added(line), 0)).toBe(shown.totalCents);
        expect(shown.totalCents).toBe(cost.totalPrice);
        const kinds = shown.lines.map((line) => line.kind);
        expect(kinds).toContain('serviceFee');
        expect(kinds).toContain('deliveryFee');
      }),
    );
  });

  it('puts beside it a per-serving figure that multiplies back to it, to the rounding', () => {
    fc.assert(
      fc.property(pricedCart, ({ cost, fees }) => {
        const { perServing, totalCents } = orderTotal(cost, fees);
        expect(perServing).not.toBeNull();
        if (!perServing) return;
        expect(perServing.servings).toBe(cost.totalServings);
        // Each serving's figure is off by at most half a cent.
        expect(Math.abs(perServing.cents * perServing.servings - totalCents)).toBeLessThanOrEqual(
          perServing.servings / 2,
        );
      }),
    );
  });

  it('tells the fee as the served cities’ range, and the total as at most, until the city is known', () => {
    fc.assert(
      fc.property(pricedCart, ({ cost, fees }) => {
        const shown = orderTotal(cost, fees);
        const delivery = shown.lines.find((line) => line.kind === 'deliveryFee');
        const ranged =
          !fees.cityKnown &&
          !cost.waiveOffDeliveryFee &&
          cost.subTotal > 0 &&
          fees.lowest < fees.highest;
        expect(delivery?.kind === 'deliveryFee' && delivery.fee.kind === 'range').toBe(ranged);
        expect(shown.atMost).toBe(ranged);
        if (delivery?.kind === 'deliveryFee' && delivery.fee.kind === 'range') {
          expect(delivery.fee).toEqual({
            kind: 'range',
            lowest: fees.lowest,
            highest: fees.highest,
          });
        }
      }),
    );
  });

  it('shows no per-serving figure for a cart without servings', () => {
    const shown = orderTotal(pricePayload({ totalServings: 0 }), {
      cityKnown: false,
      lowest: 0,
      highest: 499,
    });
    expect(shown.perServing).toBeNull();
  });
});
