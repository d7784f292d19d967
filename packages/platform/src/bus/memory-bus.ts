import type { EventEnvelope } from '@mise/contracts';
import type { Context, Span } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';
import { markFailed } from '../span-outcome.js';
import { contextOf, type TraceCarrier } from '../trace-carrier.js';
import { interruptiblePauses, isLastAttempt, retryDelayMs } from './backoff.js';
import { errorMessage } from './error-message.js';
import { type Destination, inConsumeSpan, startSendSpan } from './message-tracing.js';
import {
  type ConsumerLag,
  type DeadLetter,
  defaultRetryPolicy,
  type EventBus,
  type RetryPolicy,
  type Subscription,
} from './port.js';

export interface MemoryBusOptions {
  /** Failed deliveries are reported here; silent by default, dead letters keep them anyway. */
  logger?: Pick<Logger, 'warn' | 'error'>;
}

interface Delivery {
  subscription: Subscription;
  policy: RetryPolicy;
  event: EventEnvelope;
  /** The send's span, whose child the handling's span is, as over Kafka. */
  sentIn: Context;
}

const destinationOf = (event: EventEnvelope): Destination => ({
  system: 'mise.memory',
  name: event.type,
});

/**
 * The in-process bus of the embedded runtime, with the Kafka adapter's
 * delivery contract: each consumer gets every event of the types it
 * subscribed to, events with the same subject reach it one at a time in
 * publish order, a failing handler is retried with backoff and then
 * dead-lettered (at once if the event breaks its contract) while the events
 * behind it move on.
 *
 * Like a Kafka consumer group starting at the latest offset, a consumer gets
 * only the events published after it subscribed.
 *
 * Nothing here outlives the process: queued deliveries and pending retries
 * are dropped on close. Durability comes from the outbox, which publishes
 * again whatever it has not marked sent.
 */
export function createMemoryBus(options: MemoryBusOptions = {}): EventBus {
  const logger = options.logger ?? pino({ enabled: false });
  const subscriptions: { subscription: Subscription; policy: RetryPolicy }[] = [];
  // One lane per (consumer, subject): the unit of ordering, drained by one loop at a time.
  const lanes = new Map<string, Delivery[]>();
  const parked = new Map<string, DeadLetter[]>();
  const handlersRunning = new Set<Promise<unknown>>();
  const { pause, wakeAll } = interruptiblePauses();
  let closed = false;

  function enqueue(delivery: Delivery): void {
    const lane = `${delivery.subscription.consumer}\u0000${delivery.event.subject}`;
    const queue = lanes.get(lane);
    if (queue) {
      queue.push(delivery);
      return;
    }
    const fresh = [delivery];
    lanes.set(lane, fresh);
    // Deferred so that publish returns before any handler starts.
    setImmediate(() => void drain(lane, fresh));
  }

  async function drain(lane: string, queue: Delivery[]): Promise<void> {
    for (let delivery = queue[0]; delivery && !closed; delivery = queue[0]) {
      await deliver(delivery);
      queue.shift();
    }
    lanes.delete(lane);
  }

  function deliver(delivery: Delivery): Promise<void> {
    const { subscription, event, sentIn } = delivery;
    return inConsumeSpan(destinationOf(event), subscription.consumer, event, sentIn, (span) =>
      deliverWithRetries(delivery, span),
    );
  }

  async function deliverWithRetries(
    { subscription, policy, event }: Delivery,
    span: Span,
  ): Promise<void> {
    for (let attempt = 1; !closed; attempt++) {
      const outcome = await handle(subscription, event);
      if (outcome.ok) return;
      const failure = { consumer: subscription.consumer, eventId: event.id, type: event.type };
      if (isLastAttempt(policy, attempt, outcome.error)) {
        markFailed(span, outcome.error);
        const error = errorMessage(outcome.error);
        const deadLetters = parked.get(subscription.consumer) ?? [];
        deadLetters.push({
          consumer: subscription.consumer,
          event,
          error,
          attempts: attempt,
          failedAt: new Date().toISOString(),
        });
        parked.set(subscription.consumer, deadLetters);
        logger.error({ ...failure, attempts: attempt, err: outcome.error }, 'event dead-lettered');
        return;
      }
      logger.warn({ ...failure, attempt, err: outcome.error }, 'event handler failed, will retry');
      await pause(retryDelayMs(policy, attempt));
    }
  }

  function handle(
    subscription: Subscription,
    event: EventEnvelope,
  ): Promise<{ ok: true } | { ok: false; error: unknown }> {
    const running = (async () => subscription.handle(event))().then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    handlersRunning.add(running);
    void running.then(() => handlersRunning.delete(running));
    return running;
  }

  function ensureOpen(): void {
    if (closed) throw new Error('the memory bus is closed');
  }

  return {
    kind: 'memory',
    async publish(events) {
      ensureOpen();
      for (const event of events) {
        const headers: TraceCarrier = {};
        const span = startSendSpan(destinationOf(event), event, headers);
        const sentIn = contextOf(headers);
        for (const { subscription, policy } of subscriptions) {
          if (!subscription.types.includes(event.type)) continue;
          // Each consumer gets its own copy, as off the wire: one cannot alter another's event.
          enqueue({ subscription, policy, event: JSON.parse(JSON.stringify(event)), sentIn });
        }
        span.end();
      }
    },
    async subscribe(subscription) {
      ensureOpen();
      subscriptions.push({
        subscription,
        policy: { ...defaultRetryPolicy, ...subscription.retry },
      });
    },
    async lag() {
      // Queued deliveries, the one in hand included, by consumer and event type; a consumer
      // that is up to date reports 0, as a Kafka consumer group does.
      const behind = new Map<string, ConsumerLag>();
      const key = (consumer: string, type: string) => `${consumer}\u0000${type}`;
      for (const { subscription } of subscriptions) {
        for (const type of subscription.types) {
          behind.set(key(subscription.consumer, type), {
            consumer: subscription.consumer,
            topic: type,
            messages: 0,
          });
        }
      }
      for (const queue of lanes.values()) {
        for (const { subscription, event } of queue) {
          const lag = behind.get(key(subscription.consumer, event.type));
          if (lag) lag.messages += 1;
        }
      }
      return [...behind.values()];
    },
    async deadLetters(consumer) {
      return [...(parked.get(consumer) ?? [])];
    },
    async ping() {
      ensureOpen();
    },
    async close() {
      closed = true;
      wakeAll();
      await Promise.all(handlersRunning);
    },
  };
}
