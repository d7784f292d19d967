import { addPromoCode } from '@mise/cart-pricing/testing';
import { orderAnswer, orderPaid, orderPlaced, SLOT_TAKEN_MESSAGE } from '@mise/contracts';
import { eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderIdFor } from '../src/app/checkout/checkout-attempt.js';
import {
  as,
  CARDS,
  chargesOf,
  eventsOf,
  FOUR_SKILLETS,
  MINUTE,
  newKey,
  newShopper,
  orderBody,
  placeOrder,
  readyShopper,
  type Shop,
  sandboxCard,
  saveCart,
  staffMember,
  startShop,
  WEDNESDAY_9AM,
} from './support/shop.js';

let app: FastifyInstance;
let clock: Shop['clock'];
// One shop for the file: each test has shoppers of its own.
beforeAll(async () => {
  ({ app, clock } = await startShop());
});
afterAll(async () => {
  await app.close();
});

const typesOf = async (orderId: string) =>
  (await eventsOf(app, orderId)).map((event) => event.type);

describe('POST /api/orders', () => {
  it('asks a guest to sign in first', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': newKey() },
      payload: orderBody('pm_x', FOUR_SKILLETS),
    });
    expect(answer.statusCode).toBe(401);
  });

  it('needs an Idempotency-Key, and names it', async () => {
    const { shopper, body } = await readyShopper(app);
    const answer = await app.inject(
      as(app, shopper, { method: 'POST', url: '/api/orders', payload: body }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual([
      expect.objectContaining({ field: 'idempotency-key', message: 'idempotency-key is required' }),
    ]);
  });

  it('names each field of a bad payload and changes nothing', async () => {
    const { shopper, body } = await readyShopper(app);
    const answer = await placeOrder(app, shopper, {
      ...body,
      selectedRecipes: [],
      deliveryAddress: { ...body.deliveryAddress, postalCode: '12345' },
    });
    expect(answer.statusCode).toBe(400);
    expect(
      answer
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['deliveryAddress.postalCode', 'selectedRecipes']);
    const history = await app.inject(as(app, shopper, { method: 'GET', url: '/api/users/orders' }));
    expect(history.json().total).toBe(0);
  });

  it('charges the server’s price with a good card and answers the order, Pending Delivery', async () => {
    const { shopper, body } = await readyShopper(app);
    const answer = await placeOrder(app, shopper, body);
    expect(answer.statusCode, answer.body).toBe(201);
    const order = orderAnswer.parse(answer.json().data);
    expect(order).toMatchObject({
      status: 'PENDING_DELIVERY',
      statusLabel: 'Pending Delivery',
      userId: shopper.userId,
      delivery: {
        cityId: 'toronto',
        date: WEDNESDAY_9AM.date,
        slotStart: WEDNESDAY_9AM.timeSlot,
        slotEnd: '2026-06-17T15:00:00.000Z',
        timeZone: 'America/Toronto',
        label: '9:00 AM - 11:00 AM',
      },
      recipes: [expect.objectContaining({ recipeId: 'chicken-kale-skillet', servings: 4 })],
      payment: {
        provider: 'sandbox',
        status: 'succeeded',
        brand: 'visa',
        last4: '4242',
        failureMessage: null,
        nextAction: null,
        refunded: 0,
      },
      canChange: true,
      changeDeadline: '2026-06-16T13:00:00.000Z',
    });
    expect(order.number).toMatch(/^M-[2-9A-Z]{6}$/);
    // Toronto delivers free: the groceries and the service fee, as cart-pricing quotes them.
    expect(order.cost.deliveryFee).toBe(0);
    expect(order.cost.totalPrice).toBe(order.cost.subTotal + order.cost.serviceFee);

    const charges = await chargesOf(app, order._id);
    expect(charges.map((charge) => [charge.amountCents, charge.status])).toEqual([
      [order.cost.totalPrice, 'succeeded'],
    ]);
    expect(await typesOf(order._id)).toEqual([
      orderPlaced.type,
      orderPaid.type,
      'orders.order.status-changed',
    ]);
    const [, paid] = await eventsOf(app, order._id);
    expect(orderPaid.data.parse(paid?.data)).toMatchObject({
      orderId: order._id,
      number: order.number,
      emailAddress: 'ada@example.com',
      firstName: 'Ada',
      totalCents: order.cost.totalPrice,
      slotLabel: 'Wednesday, June 17, 9:00 AM - 11:00 AM',
      recipes: [{ name: expect.any(String), servings: 4 }],
    });

    const history = await app.inject(as(app, shopper, { method: 'GET', url: '/api/users/orders' }));
    expect(history.json()).toMatchObject({ total: 1, page: 0, perPage: 1000 });
    expect(history.json().orders.map((listed: { _id: string }) => listed._id)).toEqual([order._id]);
    // Paid for: cart-pricing empties the cart it bought.
    await eventually(async () => {
      const cart = await app.inject(as(app, shopper, { method: 'GET', url: '/api/cart' }));
      expect(cart.json().selectedRecipes).toEqual([]);
    });
  });

  it('answers 402 with the provider’s words for a declined card, and keeps no paid order', async () => {
    for (const [card, message] of [
      [CARDS.declined, 'Your card was declined.'],
      [CARDS.insufficientFunds, 'Your card has insufficient funds.'],
    ] as const) {
      const { shopper, body } = await readyShopper(app, { card });
      const answer = await placeOrder(app, shopper, body);
      expect(answer.statusCode, answer.body).toBe(402);
      expect(answer.json()).toMatchObject({ status: 402, message });
      const { orderId } = answer.json();
      const order = await app.inject(
        as(app, shopper, { method: 'GET', url: `/api/orders/${orderId}` }),
      );
      expect(order.json().data).toMatchObject({
        status: 'PAYMENT_FAILED',
        payment: { status: 'failed', failureMessage: message },
      });
      expect(await typesOf(orderId)).toEqual([
        orderPlaced.type,
        'orders.order.payment-failed',
        'orders.order.status-changed',
      ]);
      const history = await app.inject(
        as(app, shopper, { method: 'GET', url: '/api/users/orders' }),
      );
      expect(history.json().total).toBe(0);
    }
  });

  it('keeps the card when asked, as the default if it is the first, and charges it on the next order', async () => {
    const { shopper, body } = await readyShopper(app);
    const first = await placeOrder(app, shopper, { ...body, isSaveCard: true });
    expect(first.statusCode, first.body).toBe(201);
    const saved = await app.inject(
      as(app, shopper, { method: 'GET', url: '/api/users/payment-methods' }),
    );
    expect(saved.json().paymentMethods).toEqual([
      expect.objectContaining({ id: body.paymentMethodId, last4: '4242', isDefault: true }),
    ]);
    await saveCart(app, shopper, FOUR_SKILLETS);
    const second = await placeOrder(app, shopper, body);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().data.payment).toMatchObject({ status: 'succeeded', last4: '4242' });
  });

  it('answers a replay of the same key with the same order and charges once', async () => {
    const { shopper, body } = await readyShopper(app);
    const key = newKey();
    const first = await placeOrder(app, shopper, body, key);
    const again = await placeOrder(app, shopper, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(again.json().data.number).toBe(first.json().data.number);
    expect(await chargesOf(app, first.json().data._id)).toHaveLength(1);
    expect(
      (await typesOf(first.json().data._id)).filter((type) => type === orderPaid.type),
    ).toHaveLength(1);
  });

  it('answers a replay of a declined attempt with the same refusal', async () => {
    const { shopper, body } = await readyShopper(app, { card: CARDS.declined });
    const key = newKey();
    const first = await placeOrder(app, shopper, body, key);
    const again = await placeOrder(app, shopper, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([402, 402]);
    expect(again.json().orderId).toBe(first.json().orderId);
    expect(await chargesOf(app, first.json().orderId)).toHaveLength(1);
  });

  it('refuses a key used for a different order, naming the key', async () => {
    const { shopper, body } = await readyShopper(app);
    const key = newKey();
    expect((await placeOrder(app, shopper, body, key)).statusCode).toBe(201);
    const other = await placeOrder(app, shopper, { ...body, language: 'fr-CA' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toEqual([expect.objectContaining({ field: 'idempotency-key' })]);
  });

  it('makes one order and one charge of a double click', async () => {
    const { shopper, body } = await readyShopper(app);
    const key = newKey();
    const answers = await Promise.all([
      placeOrder(app, shopper, body, key),
      placeOrder(app, shopper, body, key),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json().data);
    expect(second._id).toBe(first._id);
    expect(await chargesOf(app, first._id)).toHaveLength(1);
    const history = await app.inject(as(app, shopper, { method: 'GET', url: '/api/users/orders' }));
    expect(history.json().total).toBe(1);
  });

  it('refuses an order under the $10.00 minimum, on the server’s subtotal', async () => {
    const twoSkillets = { recipes: [{ id: 'chicken-kale-skillet', servings: 2 }] };
    const { shopper, body } = await readyShopper(app, { cart: twoSkillets });
    const answer = await placeOrder(app, shopper, body);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      message: 'The minimum order is $10.00.',
      fields: [{ field: 'selectedRecipes', rule: 'minimum_order' }],
    });
  });

  it('refuses a city it does not deliver to, and an address outside the city', async () => {
    const { shopper, body } = await readyShopper(app);
    const place = (address: Partial<typeof body.deliveryAddress>) =>
      placeOrder(app, shopper, {
        ...body,
        deliveryAddress: { ...body.deliveryAddress, ...address },
      });

    const nowhere = await place({ city: 'Springfield' });
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json()).toMatchObject({
      message: 'We do not deliver to Springfield yet.',
      fields: [{ field: 'deliveryAddress.city', rule: 'served_city' }],
    });
    const ottawaCode = await place({ postalCode: 'K1A 0B1' });
    expect(ottawaCode.statusCode).toBe(422);
    expect(ottawaCode.json().fields).toEqual([
      expect.objectContaining({ field: 'deliveryAddress.postalCode', rule: 'city_postal_code' }),
    ]);
    const quebec = await place({ province: 'QC' });
    expect(quebec.statusCode).toBe(422);
    expect(quebec.json().fields).toEqual([
      expect.objectContaining({ field: 'deliveryAddress.province', rule: 'city_province' }),
    ]);
    const history = await app.inject(as(app, shopper, { method: 'GET', url: '/api/users/orders' }));
    expect(history.json().total).toBe(0);
  });

  it('refuses to charge a cart that changed since the shopper reviewed it', async () => {
    const { shopper, body } = await readyShopper(app);
    await saveCart(app, shopper, { recipes: [{ id: 'chicken-kale-skillet', servings: 6 }] });
    const answer = await placeOrder(app, shopper, body);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Your cart changed. Please review it before you pay.');
  });

  it('applies a promo code that holds and refuses one that does not', async () => {
    const { shopper, body } = await readyShopper(app);
    const wrong = await placeOrder(app, shopper, {
      ...body,
      deliveryAddress: { ...body.deliveryAddress, promoDiscount: 'nope' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'Coupon code incorrect',
      fields: [{ field: 'deliveryAddress.promoDiscount' }],
    });
    const first = await placeOrder(app, shopper, {
      ...body,
      deliveryAddress: { ...body.deliveryAddress, promoDiscount: '10off' },
    });
    expect(first.statusCode, first.body).toBe(201);
    const order = first.json().data;
    expect(order.promoCode).toBe('10OFF');
    expect(order.cost.promoDiscount).toBe(Math.round(order.cost.subTotal * 0.1));
    expect((await chargesOf(app, order._id))[0]?.amountCents).toBe(order.cost.totalPrice);
  });

  it('gives a code limited to one use to one of two shoppers ordering at once, charging the other nothing', async () => {
    const code = `ONCE${Date.now()}`;
    await addPromoCode(app, { code, percentOff: 10, maxRedemptions: 1 });
    const shoppers = await Promise.all([readyShopper(app), readyShopper(app)]);
    const keys = shoppers.map(() => newKey());
    const answers = await Promise.all(
      shoppers.map(({ shopper, body }, i) =>
        placeOrder(
          app,
          shopper,
          { ...body, deliveryAddress: { ...body.deliveryAddress, promoDiscount: code } },
          keys[i],
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const placed = orderAnswer.parse(
      answers.find((answer) => answer.statusCode === 201)?.json().data,
    );
    expect(placed.promoCode).toBe(code);
    expect(placed.cost.promoDiscount).toBe(Math.round(placed.cost.subTotal * 0.1));

    const refusedAt = answers.findIndex((answer) => answer.statusCode === 422);
    expect(answers[refusedAt]?.json()).toMatchObject({
      message: 'Coupon code incorrect',
      fields: [{ field: 'deliveryAddress.promoDiscount', rule: 'promo_code' }],
    });
    const refused = shoppers[refusedAt];
    if (!refused) throw new Error('one answer is the refusal');
    expect(await chargesOf(app, orderIdFor(refused.shopper.userId, keys[refusedAt] ?? ''))).toEqual(
      [],
    );
    const history = await app.inject(
      as(app, refused.shopper, { method: 'GET', url: '/api/users/orders' }),
    );
    expect(history.json().total).toBe(0);
  });

  it('gives the promo code back when the order is refused after it was priced', async () => {
    const { shopper, body } = await readyShopper(app);
    const withCode = (order: typeof body) => ({
      ...order,
      deliveryAddress: { ...order.deliveryAddress, promoDiscount: '10OFF' },
    });
    // Priced with 10OFF, once per shopper, then refused: the cart holds more than was reviewed.
    const reviewed = orderBody(body.paymentMethodId, {
      recipes: [{ id: 'chicken-kale-skillet', servings: 6 }],
    });
    const changed = await placeOrder(app, shopper, withCode(reviewed));
    expect(changed.statusCode).toBe(409);

    const placed = await placeOrder(app, shopper, withCode(body));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.promoCode).toBe('10OFF');
  });

  it('tells the second shopper for the last place that the time was just taken, and charges nobody', async () => {
    const staffHeaders = as(app, staffMember, {
      method: 'PUT',
      url: '/api/admin/delivery/cities/mississauga',
    });
    const capacity = await app.inject({ ...staffHeaders, payload: { slotCapacity: 1 } });
    expect(capacity.statusCode, capacity.body).toBe(200);
    const mississauga = { city: 'Mississauga', postalCode: 'L5B 1M2' };
    const first = await readyShopper(app, { address: mississauga });
    const second = await readyShopper(app, { address: mississauga });

    expect((await placeOrder(app, first.shopper, first.body)).statusCode).toBe(201);
    const late = await placeOrder(app, second.shopper, second.body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(SLOT_TAKEN_MESSAGE);
    const history = await app.inject(
      as(app, second.shopper, { method: 'GET', url: '/api/users/orders' }),
    );
    expect(history.json().total).toBe(0);
  });
});

describe('3-D Secure', () => {
  const authenticate = (
    shopper: ReturnType<typeof newShopper>,
    paymentId: string,
    outcome: string,
  ) =>
    app.inject(
      as(app, shopper, {
        method: 'POST',
        url: `/api/payments/sandbox/authenticate/${paymentId}`,
        payload: { outcome },
      }),
    );
  const confirm = (shopper: ReturnType<typeof newShopper>, orderId: string) =>
    app.inject(as(app, shopper, { method: 'POST', url: `/api/orders/${orderId}/confirm-payment` }));

  it('answers 202 with the next action, then the paid order once the shopper approves', async () => {
    const { shopper, body } = await readyShopper(app, { card: CARDS.threeDSecure });
    const placed = await placeOrder(app, shopper, body);
    expect(placed.statusCode).toBe(202);
    const waiting = placed.json().data;
    expect(waiting).toMatchObject({
      status: 'PENDING_PAYMENT',
      payment: {
        status: 'requires_action',
        nextAction: {
          provider: 'sandbox',
          paymentId: expect.stringMatching(/^pi_sandbox_/),
          clientSecret: null,
        },
      },
    });
    expect((await confirm(shopper, waiting._id)).statusCode).toBe(202);

    const approved = await authenticate(shopper, waiting.payment.nextAction.paymentId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const confirmed = await confirm(shopper, waiting._id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      status: 'PENDING_DELIVERY',
      payment: { status: 'succeeded', nextAction: null },
    });
    expect((await typesOf(waiting._id)).filter((type) => type === orderPaid.type)).toHaveLength(1);
  });

  it('answers 402 once the shopper fails the authentication', async () => {
    const { shopper, body } = await readyShopper(app, { card: CARDS.threeDSecure });
    const waiting = (await placeOrder(app, shopper, body)).json().data;
    await authenticate(shopper, waiting.payment.nextAction.paymentId, 'fail');
    const confirmed = await confirm(shopper, waiting._id);
    expect(confirmed.statusCode).toBe(402);
    expect(confirmed.json().message).toMatch(/unable to authenticate/);
  });
});

describe('reading orders', () => {
  it('shows an order to its owner and staff only; another shopper is told it does not exist', async () => {
    const { shopper, body } = await readyShopper(app);
    const order = (await placeOrder(app, shopper, body)).json().data;
    const read = (who: ReturnType<typeof newShopper>, url: string) =>
      app.inject(as(app, who, { method: 'GET', url }));

    expect((await read(shopper, `/api/orders/${order._id}`)).json().data._id).toBe(order._id);
    expect((await read(staffMember, `/api/orders/${order._id}`)).statusCode).toBe(200);
    const stranger = newShopper();
    expect((await read(stranger, `/api/orders/${order._id}`)).statusCode).toBe(404);
    expect((await read(stranger, '/api/users/orders')).json().orders).toEqual([]);
    const cancel = await app.inject(
      as(app, stranger, { method: 'POST', url: `/api/orders/${order._id}/cancel` }),
    );
    expect(cancel.statusCode).toBe(404);
    expect((await read(staffMember, `/api/orders/${order._id}`)).json().data.status).toBe(
      'PENDING_DELIVERY',
    );
  });

  it('shares the menu with anyone who has the id, and nothing else of the order', async () => {
    const { shopper, body } = await readyShopper(app);
    const order = (await placeOrder(app, shopper, body)).json().data;
    const menu = await app.inject({ method: 'GET', url: `/api/orders/menu/${order._id}` });
    expect(menu.statusCode).toBe(200);
    expect(menu.json()).toEqual({
      orderId: order._id,
      number: order.number,
      firstName: 'Ada',
      deliveryDate: WEDNESDAY_9AM.date,
      recipes: order.recipes,
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/orders/menu/no-such-order' })).statusCode,
    ).toBe(404);
  });

  it('lists a shopper’s orders newest first, a page at a time', async () => {
    const shopper = newShopper();
    const card = await sandboxCard(app, shopper, CARDS.visa);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await saveCart(app, shopper, FOUR_SKILLETS);
      ids.push((await placeOrder(app, shopper, orderBody(card, FOUR_SKILLETS))).json().data._id);
      clock.advance(MINUTE);
    }
    const page = (query: string) =>
      app.inject(as(app, shopper, { method: 'GET', url: `/api/users/orders${query}` }));
    const all = (await page('')).json();
    expect(all.total).toBe(2);
    expect(all.orders.map((order: { _id: string }) => order._id)).toEqual([ids[1], ids[0]]);
    const second = (await page('?page=1&perPage=1')).json();
    expect(second).toMatchObject({ total: 2, page: 1, perPage: 1 });
    expect(second.orders.map((order: { _id: string }) => order._id)).toEqual([ids[0]]);
    expect((await page('?perPage=0')).statusCode).toBe(400);
  });
});
