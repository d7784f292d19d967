import { z } from 'zod';
import { accountDataPart } from '../account/account-data.js';
import { adminRecordAnswer } from '../admin/list.js';
import {
  cartQuery,
  cartReply,
  checkPromoBody,
  checkPromoReply,
  commonIngredientsBody,
  deliveryInfoBody,
  emailShoppingListAnswer,
  emailShoppingListBody,
  recommendationQuery,
  recommendationsAnswer,
  saveCartBody,
  setCalorieInfoBody,
  sharedMenuBody,
} from '../cart/http.js';
import {
  promotionAnswer,
  promotionBody,
  promotionChange,
  promotionCode,
  promotionsAnswer,
  promotionsQuery,
} from '../cart/promotions.js';
import { buildMenuAnswer, buildMenuBody } from '../planner/http.js';
import { type RouteDoc, routeDoc } from './route-doc.js';

const tag = 'cart-pricing';

/** A promo code's `_id` is the code itself (admin-promotions.ts). */
const promotionParams = z.object({ id: promotionCode });

/** Cart changes that price the cart again and answer it. */
const cartChange = (path: string, summary: string, body: z.ZodType): RouteDoc =>
  routeDoc({
    method: 'POST',
    path,
    summary,
    tag,
    access: 'public',
    body,
    answers: { 200: cartReply },
  });

export const cartPricingRouteDocs: RouteDoc[] = [
  routeDoc({
    method: 'GET',
    path: '/api/cart',
    summary: "The shopper's (or the guest's) cart, priced now",
    tag,
    access: 'public',
    query: cartQuery,
    answers: { 200: cartReply },
  }),
  routeDoc({
    method: 'POST',
    path: '/api/cart',
    summary: "Saves the cart's selection and answers it priced (x-cart-save: saved or stale)",
    tag,
    access: 'public',
    query: cartQuery,
    body: saveCartBody,
    answers: { 200: cartReply },
  }),
  routeDoc({
    method: 'POST',
    path: '/api/cart/check-promo',
    summary: 'Applies or removes a promo code',
    tag,
    access: 'public',
    body: checkPromoBody,
    answers: { 200: checkPromoReply },
  }),
  cartChange(
    '/api/cart/delivery-info',
    'Keeps the delivery details with the cart',
    deliveryInfoBody,
  ),
  cartChange('/api/cart/set-calorie-info', "Keeps the shopper's calorie goal", setCalorieInfoBody),
  cartChange(
    '/api/cart/shared-menu',
    "Keeps the shop's short link the shopper shared: delivery becomes free",
    sharedMenuBody,
  ),
  routeDoc({
    method: 'POST',
    path: '/api/cart/email-shopping-list',
    summary: "Queues the e-mail of the cart's shopping list",
    tag,
    access: 'public',
    body: emailShoppingListBody,
    answers: { 202: emailShoppingListAnswer },
    problems: [404],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/recommendation/commonIngredientsRecipe',
    summary: "Recipes that use the most of a cart's leftovers",
    tag,
    access: 'public',
    query: recommendationQuery,
    body: commonIngredientsBody,
    answers: { 200: recommendationsAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/recommendation/unusedIngredientsRecipe',
    summary: "Recipes that cook the signed-in shopper's pantry, soonest-expiring first",
    tag,
    access: 'public',
    query: recommendationQuery,
    answers: { 200: recommendationsAnswer },
  }),
  routeDoc({
    method: 'POST',
    path: '/api/menus/build',
    summary: 'Plans a menu of days and meals within the goals given',
    tag,
    access: 'public',
    body: buildMenuBody,
    answers: { 200: buildMenuAnswer },
    // 429: the planner's queue is full.
    problems: [422, 429],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/promotions',
    summary: 'The promo codes, by status',
    tag,
    access: { staff: 'read' },
    query: promotionsQuery,
    answers: { 200: promotionsAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/admin/promotions/:id',
    summary: 'One promo code',
    tag,
    access: { staff: 'read' },
    params: promotionParams,
    answers: { 200: adminRecordAnswer(promotionAnswer) },
    problems: [404],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/admin/promotions',
    summary: 'Adds a promo code (audited)',
    tag,
    access: { staff: 'promotions.write' },
    body: promotionBody,
    answers: { 201: adminRecordAnswer(promotionAnswer) },
    problems: [409],
  }),
  routeDoc({
    method: 'PUT',
    path: '/api/admin/promotions/:id',
    summary: 'Changes a promo code (audited)',
    tag,
    access: { staff: 'promotions.write' },
    params: promotionParams,
    body: promotionChange,
    answers: { 200: adminRecordAnswer(promotionAnswer) },
    problems: [404, 409],
  }),
  routeDoc({
    method: 'POST',
    path: '/api/admin/promotions/:id/end',
    summary: 'Ends a promo code now; its history stays (audited)',
    tag,
    access: { staff: 'promotions.write' },
    params: promotionParams,
    answers: { 200: adminRecordAnswer(promotionAnswer) },
    problems: [404, 409],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/cart/account-data',
    summary:
      "Cart-pricing's part of the shopper's data export: the saved cart and promo codes used",
    tag,
    access: 'session',
    answers: { 200: accountDataPart },
    problems: [401],
  }),
];
