import type { PromotionAnswer, PromotionBody } from '@mise/contracts';
import type { Session } from '@mise/platform';
import { bearerFor } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';

/** The admin other services' tests add promo codes as. */
const admin: Partial<Session> = {
  role: 'staff',
  staffRole: 'admin',
  emailAddress: 'promotions-admin@mise.test',
};

/**
 * Adds a promo code as an admin would, through the staff API (POST /api/admin/promotions) of a
 * test server that mounts cart-pricing; fields left out take the API's defaults. Answers the
 * code as the API does, and throws when the API refuses it.
 */
export async function addPromoCode(
  app: FastifyInstance,
  body: Partial<PromotionBody> & Pick<PromotionBody, 'code'>,
): Promise<PromotionAnswer> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/admin/promotions',
    headers: bearerFor(app, 'promotions-admin', admin),
    payload: body,
  });
  if (answer.statusCode !== 201) {
    throw new Error(`The promo code ${body.code} was refused: ${answer.statusCode} ${answer.body}`);
  }
  return answer.json().data;
}
