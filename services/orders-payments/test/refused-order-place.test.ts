import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  as,
  CARDS,
  placeOrder,
  readyShopper,
  staffMember,
  startShopForFile,
  WEDNESDAY_9AM,
} from './support/shop.js';

let app: FastifyInstance;
// One shop for the file: each test orders in a city of its own.
startShopForFile((shop) => {
  ({ app } = shop);
});

const CITIES = {
  toronto: { city: 'Toronto', postalCode: 'M5H 2N2' },
  mississauga: { city: 'Mississauga', postalCode: 'L5B 1M2' },
  ottawa: { city: 'Ottawa', postalCode: 'K1P 1J1' },
} as const;

/** Places left in the Wednesday 9:00 AM slot of a city, as the shop's slot picker reads them. */
async function placesLeft(city: string): Promise<number> {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/days/${Date.parse(WEDNESDAY_9AM.timeSlot)}/${city}/Address%20delivery?combineSlots=true`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const slots: Array<{ start: string; remaining: number }> = answer.json().data.timeSlots;
  const slot = slots.find((each) => Date.parse(each.start) === Date.parse(WEDNESDAY_9AM.timeSlot));
  if (!slot) throw new Error(`no Wednesday 9:00 AM slot in ${city}`);
  return slot.remaining;
}

async function setCapacity(cityId: string, slotCapacity: number): Promise<void> {
  const answer = await app.inject(
    as(app, staffMember, {
      method: 'PUT',
      url: `/api/admin/delivery/cities/${cityId}`,
      payload: { slotCapacity },
    }),
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

describe('a refused order', () => {
  it('gives its place back before the 402 is answered', async () => {
    const before = await placesLeft('toronto');
    const { shopper, body } = await readyShopper(app, {
      card: CARDS.declined,
      address: CITIES.toronto,
    });
    const refused = await placeOrder(app, shopper, body);
    expect(refused.statusCode, refused.body).toBe(402);
    expect(await placesLeft('toronto')).toBe(before);
  });

  it('gives its place back before the 402 of a failed 3-D Secure is answered', async () => {
    const { shopper, body } = await readyShopper(app, {
      card: CARDS.threeDSecure,
      address: CITIES.ottawa,
    });
    const before = await placesLeft('ottawa');
    const waiting = (await placeOrder(app, shopper, body)).json().data;
    expect(await placesLeft('ottawa')).toBe(before - 1);
    const authenticated = await app.inject(
      as(app, shopper, {
        method: 'POST',
        url: `/api/payments/sandbox/authenticate/${waiting.payment.nextAction.paymentId}`,
        payload: { outcome: 'fail' },
      }),
    );
    expect(authenticated.statusCode, authenticated.body).toBe(200);
    const confirmed = await app.inject(
      as(app, shopper, { method: 'POST', url: `/api/orders/${waiting._id}/confirm-payment` }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(402);
    expect(await placesLeft('ottawa')).toBe(before);
  });

  it('takes no place when it is refused before the hold: the cart changed', async () => {
    const before = await placesLeft('toronto');
    const { shopper, body } = await readyShopper(app, { address: CITIES.toronto });
    const reviewed = {
      ...body,
      selectedRecipes: body.selectedRecipes.map((recipe) => ({ ...recipe, servings: 6 })),
    };
    expect((await placeOrder(app, shopper, reviewed)).statusCode).toBe(409);
    expect(await placesLeft('toronto')).toBe(before);
  });

  it('leaves a 2-place slot with its 2 places after 20 refused orders raced for it', async () => {
    await setCapacity('mississauga', 2);
    const shoppers = await Promise.all(
      Array.from({ length: 20 }, () =>
        readyShopper(app, { card: CARDS.declined, address: CITIES.mississauga }),
      ),
    );
    const answers = await Promise.all(
      shoppers.map(({ shopper, body }) => placeOrder(app, shopper, body)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    // Each is refused: by the card, or because the others' refused orders held both places.
    expect(statuses.filter((status) => status !== 402 && status !== 409)).toEqual([]);
    expect(statuses).toContain(402);
    expect(await placesLeft('mississauga')).toBe(2);
  });
});
