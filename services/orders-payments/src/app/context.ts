import type { Database, Logger } from '@mise/platform';
import type { Clock } from '../domain/clock.js';
import type { PaymentProvider } from '../domain/payments/port.js';
import type { Neighbours } from './neighbours.js';

/** What the checkout, the settlements and the order routes share; made once by plugin.ts. */
export interface OrdersContext {
  db: Database;
  provider: PaymentProvider;
  neighbours: Neighbours;
  clock: Clock;
  logger: Logger;
  /** Wakes the outbox relay once events are committed. */
  onEventsCommitted(): void;
  /** The shop's origin, where a shopper comes back to after a 3-D Secure page. */
  shopOrigin: string;
  /** Fault tests only (FAULT_EXIT_AFTER_PAYMENT): ends the process right after a charge. */
  exitAfterPayment: (() => void) | null;
}

/** The currency every order is charged in: Canadian addresses only (contracts). */
export const CURRENCY = 'cad';
