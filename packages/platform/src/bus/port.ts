import type { EventEnvelope } from '@mise/contracts';

export interface RetryPolicy {
  /** Deliveries in all before the event is dead-lettered (first try included). */
  attempts: number;
  initialDelayMs: number;
  maxDelayMs: number;
}

export interface Subscription {
  /** The consuming service (a consumer group): each consumer gets every event once. */
  consumer: string;
  /** Event types it wants, e.g. `share-url.created`. */
  types: readonly string[];
  /**
   * Handles one event. Throwing means "not done": the event is delivered
   * again after a backoff, and dead-lettered when the retries run out. An
   * EventContractBroken, thrown by eventData, says the event breaks its
   * contract: it is dead-lettered at once, as no retry can mend it.
   * Events with the same subject reach a consumer one at a time, in order.
   */
  handle(event: EventEnvelope): Promise<void>;
  retry?: Partial<RetryPolicy>;
}

export interface DeadLetter {
  consumer: string;
  event: EventEnvelope;
  error: string;
  attempts: number;
  failedAt: string;
}

/** How far one consumer is behind on one topic: events published that it has not handled yet. */
export interface ConsumerLag {
  consumer: string;
  topic: string;
  messages: number;
}

/**
 * Carries events between services. Delivery is at least once: consumers make
 * their effect idempotent with the inbox (see handleOnce).
 */
export interface EventBus {
  /** Which adapter this is, for the boot log. */
  readonly kind: string;
  /** Resolves once the bus has taken the events for delivery. */
  publish(events: readonly EventEnvelope[]): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  /** Events a consumer gave up on, with the error, oldest first. */
  deadLetters(consumer: string): Promise<DeadLetter[]>;
  /** How far behind each consumer of this process is (the consumer lag metric). */
  lag(): Promise<ConsumerLag[]>;
  /** Throws when the bus cannot take events now (readiness). */
  ping(): Promise<void>;
  /** Stops taking new deliveries and waits for handlers under way. */
  close(): Promise<void>;
}

/**
 * Ten deliveries, the pauses doubling from 0.1 s (at most 30 s): a handler's dependency
 * (the database, a neighbouring service) gets about 50 s to come back before the event is
 * dead-lettered.
 */
export const defaultRetryPolicy: RetryPolicy = {
  attempts: 10,
  initialDelayMs: 100,
  maxDelayMs: 30_000,
};
