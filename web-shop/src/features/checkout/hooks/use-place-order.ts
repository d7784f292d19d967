import type { OrderAnswer, PlaceOrderInput } from '@mise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCartActions } from '@/shared/cart';
import { forgetGuestId } from '@/shared/cart/browser-storage';
import { orderQueryKey } from '@/shared/orders/order-query-key';
import { CheckoutAttempt } from '../api/checkout-attempt';
import { authenticateSandboxPayment, confirmPayment, placeOrder } from '../api/checkout-calls';
import { type PlaceFailure, paymentStateOf, placeFailureOf } from '../api/order-outcome';
import { loadStripeFor } from '../api/stripe-loader';

/** What the page shows while an order is on its way. */
export type PlacePhase =
  /** Nothing under way: Place Order can be pressed. */
  | 'idle'
  /** POST /orders or confirm-payment is out: the payment overlay shows. */
  | 'paying'
  /** The sandbox's 3-D Secure dialog waits for the shopper. */
  | 'authenticating';

export type SandboxChallenge = { order: OrderAnswer; paymentId: string };

/**
 * Spec §4 "Order placement": POST the order with this attempt's Idempotency-Key; on success the
 * order is kept for its page, the shopper goes there, and the cart, extras and guest id go. A
 * card that asks for 3-D Secure is authenticated (Stripe's own dialog, or the sandbox's) and
 * the payment confirmed. Failures go to `onFailure`, the page says them where they belong.
 */
export function usePlaceOrder({
  publishableKey,
  onFailure,
}: {
  publishableKey: string | null;
  onFailure: (failure: PlaceFailure) => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { clear } = useCartActions();
  const attempt = useRef(new CheckoutAttempt());
  // A second press lands before React re-renders the disabled button: the ref is already set.
  const busy = useRef(false);
  const [phase, setPhase] = useState<PlacePhase>('idle');
  const [challenge, setChallenge] = useState<SandboxChallenge | null>(null);

  function fail(failure: PlaceFailure) {
    if (failure.kind !== 'unknown') attempt.current.end();
    busy.current = false;
    setChallenge(null);
    setPhase('idle');
    onFailure(failure);
  }

  async function succeed(order: OrderAnswer) {
    attempt.current.end();
    queryClient.setQueryData(orderQueryKey(order._id), order);
    // Away first: an emptied cart would send the checkout back to the groceries.
    await navigate(`/orders/${encodeURIComponent(order._id)}?placed=1`, { replace: true });
    clear();
    forgetGuestId(localStorage);
  }

  /** Goes on from an order's payment: done, refused, or one more step for the shopper. */
  async function settle(order: OrderAnswer, mayAct: boolean): Promise<void> {
    const payment = paymentStateOf(order);
    if (payment.kind === 'placed') return succeed(order);
    if (payment.kind === 'failed' || !mayAct) {
      return fail({
        kind: 'declined',
        message: payment.kind === 'failed' ? payment.message : null,
      });
    }
    const { nextAction } = payment;
    if (nextAction.provider === 'sandbox') {
      setChallenge({ order, paymentId: nextAction.paymentId });
      setPhase('authenticating');
      return;
    }
    const stripe = publishableKey ? await loadStripeFor(publishableKey) : null;
    if (!stripe || !nextAction.clientSecret) return fail({ kind: 'unknown' });
    // Stripe shows its own authentication; its result is read back from the server.
    await stripe.handleNextAction({ clientSecret: nextAction.clientSecret });
    return settle(await confirmPayment(order._id), false);
  }

  async function place(body: PlaceOrderInput) {
    if (busy.current) return;
    busy.current = true;
    setPhase('paying');
    try {
      await settle(await placeOrder(body, attempt.current.current()), true);
    } catch (error) {
      fail(placeFailureOf(error));
    }
  }

  /** The sandbox's 3-D Secure answered: the payment is confirmed, or refused, by the server. */
  async function authenticate(outcome: 'approve' | 'fail') {
    if (!challenge) return;
    setChallenge(null);
    setPhase('paying');
    try {
      await authenticateSandboxPayment(challenge.paymentId, outcome);
      await settle(await confirmPayment(challenge.order._id), false);
    } catch (error) {
      fail(placeFailureOf(error));
    }
  }

  return { phase, challenge, place, authenticate };
}
