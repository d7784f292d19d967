import { randomUUID } from 'node:crypto';
import { guestUserId, guestUserIdHeader } from '@mise/contracts';
import { type Database, parseInput } from '@mise/platform';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { moveGuestCartToAccount } from '../app/move-guest-cart.js';
import type { CartOwner } from '../store/cart-owner.js';

// A shop with no guest id yet may send the header empty: that is no guest id, not a bad one.
const guestHeaders = z.object({
  [guestUserIdHeader]: z.preprocess((id) => (id === '' ? undefined : id), guestUserId.optional()),
});

/** The guest id the request carries, if any; a malformed one is a 400, never a fresh cart. */
export function guestIdIn(request: FastifyRequest): string | undefined {
  return parseInput(guestHeaders, request.headers, 'headers')[guestUserIdHeader];
}

/**
 * The one place a request's cart owner comes from: the signed-in user (verified session),
 * else the guest id header.
 */
export function ownerOf(request: FastifyRequest): CartOwner | undefined {
  if (request.session) return { kind: 'user', id: request.session.userId };
  const guest = guestIdIn(request);
  return guest ? { kind: 'guest', id: guest } : undefined;
}

/** The owner, or a new guest: a first save (or promo, or address) makes a guest cart. */
export function ownerOrNewGuest(request: FastifyRequest): CartOwner {
  return ownerOf(request) ?? { kind: 'guest', id: randomUUID() };
}

/**
 * A hook for the cart routes: a signed-in request still carrying a guest id moves that cart
 * before the route reads the account's. Never for staff acting as a customer: their own guest
 * cart is not the customer's.
 */
export function adoptCartOnArrival(db: Database) {
  return async (request: FastifyRequest) => {
    const { session } = request;
    if (!session || session.staff) return;
    await moveGuestCartToAccount(db, session.userId, guestIdIn(request));
  };
}
