import { z } from 'zod';
import { diet } from '../catalog/http.js';
import { orderAnswer, paymentMethodAnswer } from '../orders/http.js';
import { meAnswer, userAnswer } from './http.js';

/**
 * GET /api/users/me: the user as document 2 §3 describes it, with the parts other services own:
 * saved cards and orders (orders-payments) and the diets (catalog). Its own module, since the
 * orders' contracts import the identity's.
 */
export const userOverviewParts = ['paymentMethods', 'orderHistory', 'dietList'] as const;

/** An order as the history lists it (document 1 §3 "Order (history)"). */
export const orderHistoryLine = orderAnswer
  .pick({ _id: true, number: true, status: true, statusLabel: true, createdAt: true })
  .extend({ cost: z.object({ totalPrice: z.number() }) });

export const userOverviewAnswer = meAnswer.extend({
  user: userAnswer.extend({
    paymentMethods: z.array(paymentMethodAnswer),
    orderHistory: z.array(orderHistoryLine),
    dietList: z.array(diet),
    /** The parts their service did not give in time: shown empty, to be asked again later. */
    unavailable: z.array(z.enum(userOverviewParts)),
  }),
});
export type UserOverviewAnswer = z.infer<typeof userOverviewAnswer>;
