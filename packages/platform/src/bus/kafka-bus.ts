import type { EventEnvelope } from '@mise/contracts';
import { propagation, ROOT_CONTEXT, type Span } from '@opentelemetry/api';
import {
  type Consumer,
  type EachMessagePayload,
  Kafka,
  type KafkaMessage,
  logLevel,
  type Message,
  Partitioners,
  type TopicMessages,
} from 'kafkajs';
import type { Logger } from 'pino';
import { retryWithBackoff } from '../retry/backoff.js';
import { isRetriable } from '../retry/retriable.js';
import { markFailed } from '../span-outcome.js';
import { withTimeout } from '../with-timeout.js';
import { interruptiblePauses, isLastAttempt, retryDelayMs } from './backoff.js';
import { errorMessage } from './error-message.js';
import { deadLetterMessage, deadLetterTopicFor, readDeadLetters } from './kafka-dead-letters.js';
import { DeliveryAbandoned, intoLogger } from './kafka-log.js';
import { envelopeHeaders, readEnvelope, textHeaders } from './kafka-message.js';
import { inConsumeSpan, startSendSpan } from './message-tracing.js';
import {
  type ConsumerLag,
  defaultRetryPolicy,
  type EventBus,
  type RetryPolicy,
  type Subscription,
} from './port.js';

export interface KafkaBusOptions {
  /** host:port of the bootstrap brokers. */
  brokers: string[];
  /** Names this process to the brokers, in their logs and quotas. */
  clientId: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

/**
 * The topic of an event type: one per aggregate, so that the events of an
 * aggregate stay in order on one partition. `orders.order.placed` goes to
 * `mise.order.v1`; a two-part type such as `share-url.created` names no
 * entity, so its service is the aggregate: `mise.share-url.v1`.
 */
export function topicFor(type: string): string {
  const parts = type.split('.');
  const aggregate = parts.length === 3 ? parts[1] : parts.length === 2 ? parts[0] : undefined;
  if (!aggregate || !parts.every((part) => /^[A-Za-z0-9_-]+$/.test(part))) {
    throw new Error(`"${type}" is not an event type like orders.order.placed or share-url.created`);
  }
  return `mise.${aggregate}.v1`;
}

/** A consumer's Kafka consumer group. */
const groupIdOf = (consumer: string) => `mise.${consumer}`;

const PING_TIMEOUT_MS = 2_000;
// Partitions of a consumer handled at once: different subjects in parallel, each partition in order.
const PARTITIONS_IN_PARALLEL = 3;
// kafkajs' default heartbeat interval: a backoff is slept in slices this long, heartbeating
// between them, so that a long retry does not get the consumer evicted from its group.
const HEARTBEAT_INTERVAL_MS = 3_000;
// How long a fetch waits on the broker for new events. close() waits for the fetch under
// way, so this bounds it; an idle consumer polls twice a second, which costs next to nothing.
const FETCH_WAIT_MS = 500;

interface ConsumerGroup {
  name: string;
  consumer: Consumer;
  subscriptions: { subscription: Subscription; policy: RetryPolicy }[];
  topics: Set<string>;
  /** Subscribes one after another: kafkajs takes new topics only while the consumer is stopped. */
  tail: Promise<unknown>;
  /** Why kafkajs gave up on this consumer, which makes the bus unready until it runs again. */
  failure?: Error;
  /** Set while the consumer is being (re)started, whose retries then handle its crashes. */
  starting: boolean;
}

/**
 * The event bus of the distributed runtime, on Kafka. Events go to a topic per
 * aggregate (topicFor), keyed by subject, so a consumer gets each subject's
 * events in order. Each consumer is a consumer group `mise.<consumer>`: its
 * instances share the partitions. A failing handler is retried in place, which
 * holds up its partition to keep the order, then parked on `<topic>.dlt`; an
 * event that breaks its contract is parked at once.
 *
 * A new consumer group starts from the earliest retained event, so that none
 * published before its first join is missed: its inbox must tell it what it
 * already applied (handleOnce).
 */
export function createKafkaBus(options: KafkaBusOptions): EventBus {
  const { logger } = options;
  const kafka = new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: logLevel.WARN,
    logCreator: intoLogger(logger),
    // Gives up within about 3 s when no broker answers, so a publish fails while the
    // outbox relay, holding its rows locked, can still back off and try again later.
    retry: { initialRetryTime: 100, maxRetryTime: 1_000, factor: 0.2, multiplier: 2, retries: 5 },
  });
  const admin = kafka.admin();
  const connectedAdmin = connectOnce(() => admin.connect());
  let producing = openProducer();
  const knownTopics = new Set<string>();
  const topicsReady = new Map<string, Promise<void>>();
  const groups = new Map<string, ConsumerGroup>();
  const { pause, wakeAll } = interruptiblePauses();
  // Cuts short the backoff of consumers waiting for the brokers at start.
  const closing = new AbortController();
  let closed = false;
  let closingDone: Promise<void> | undefined;

  function ensureOpen(): void {
    if (closed) throw new Error('the kafka bus is closed');
  }

  function openProducer() {
    const producer = kafka.producer({
      idempotent: true,
      maxInFlightRequests: 1,
      createPartitioner: Partitioners.DefaultPartitioner,
      // Topics are created by ensureTopic, with the broker's defaults.
      allowAutoTopicCreation: false,
    });
    return { producer, connected: connectOnce(() => producer.connect()) };
  }

  /** Resolves once every replica has the messages (acks all). */
  async function produce(topicMessages: TopicMessages[]): Promise<void> {
    const current = producing;
    try {
      await current.connected();
      await current.producer.sendBatch({ acks: -1, topicMessages });
    } catch (error) {
      // kafkajs rewinds its sequence numbers after a failed send, yet the broker may have
      // written the batch: it would then take the next batch, if as long, for a duplicate
      // and drop it. A new producer has a new producer id, whose sequences start afresh.
      if (producing === current) {
        producing = openProducer();
        current.producer.disconnect().catch(() => undefined);
      }
      throw error;
    }
  }

  function ensureTopic(topic: string): Promise<void> {
    if (knownTopics.has(topic)) return Promise.resolve();
    let ready = topicsReady.get(topic);
    if (!ready) {
      ready = (async () => {
        await connectedAdmin();
        // Looked up first: creating a topic that exists makes kafkajs log an error.
        for (const existing of await admin.listTopics()) knownTopics.add(existing);
        if (!knownTopics.has(topic)) {
          await admin.createTopics({ topics: [{ topic }], waitForLeaders: true });
          knownTopics.add(topic);
        }
      })();
      topicsReady.set(topic, ready);
      ready.finally(() => topicsReady.delete(topic)).catch(() => undefined);
    }
    return ready;
  }

  async function publish(events: readonly EventEnvelope[]): Promise<void> {
    const byTopic = new Map<string, Message[]>();
    const spans: Span[] = [];
    for (const event of events) {
      const topic = topicFor(event.type);
      const headers = envelopeHeaders(event);
      spans.push(startSendSpan({ system: 'kafka', name: topic }, event, headers));
      const messages = byTopic.get(topic) ?? [];
      messages.push({ key: event.subject, value: JSON.stringify(event), headers });
      byTopic.set(topic, messages);
    }
    try {
      await Promise.all([...byTopic.keys()].map(ensureTopic));
      await produce([...byTopic].map(([topic, messages]) => ({ topic, messages })));
    } catch (error) {
      for (const span of spans) markFailed(span, error);
      throw error;
    } finally {
      for (const span of spans) span.end();
    }
  }

  function newConsumer(groupId: string): Consumer {
    return kafka.consumer({
      groupId,
      allowAutoTopicCreation: false,
      maxWaitTimeInMs: FETCH_WAIT_MS,
    });
  }

  function groupFor(name: string): ConsumerGroup {
    const known = groups.get(name);
    if (known) return known;
    const consumer = newConsumer(groupIdOf(name));
    const group: ConsumerGroup = {
      name,
      consumer,
      subscriptions: [],
      topics: new Set(),
      tail: Promise.resolve(),
      starting: false,
    };
    consumer.on(consumer.events.GROUP_JOIN, ({ payload }) =>
      logger.info(
        { consumer: name, assignment: payload.memberAssignment },
        'kafka consumer joined its group',
      ),
    );
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      // kafkajs restarts the consumer itself after a retriable crash (a broker outage).
      if (payload.restart || group.starting) return;
      group.failure = payload.error;
      if (closed || !isRetriable(payload.error)) {
        logger.error({ consumer: name, err: payload.error }, 'kafka consumer stopped for good');
        return;
      }
      // kafkajs gives up on what it deems final, such as a group without a coordinator
      // while the brokers move them: weather all the same, so the consumer starts again.
      logger.warn(
        { consumer: name, err: payload.error },
        'kafka consumer stopped, starting it again',
      );
      const restarted = group.tail.then(() => startConsuming(group, [...group.topics]));
      group.tail = restarted.catch((error: unknown) => {
        if (!closed)
          logger.error({ consumer: name, err: error }, 'kafka consumer stopped for good');
      });
    });
    groups.set(name, group);
    return group;
  }

  async function addSubscription(group: ConsumerGroup, subscription: Subscription): Promise<void> {
    const fresh = [...new Set(subscription.types.map(topicFor))].filter(
      (topic) => !group.topics.has(topic),
    );
    const entry = { subscription, policy: { ...defaultRetryPolicy, ...subscription.retry } };
    group.subscriptions.push(entry);
    try {
      if (fresh.length > 0) await startConsuming(group, fresh);
    } catch (error) {
      group.subscriptions.splice(group.subscriptions.indexOf(entry), 1);
      throw error;
    }
  }

  /** Per group and topic: the partitions' ends less the group's committed offsets. */
  async function lag(): Promise<ConsumerLag[]> {
    ensureOpen();
    await connectedAdmin();
    const lags: ConsumerLag[] = [];
    for (const group of groups.values()) {
      const topics = [...group.topics];
      if (topics.length === 0) continue;
      const committed = await admin.fetchOffsets({ groupId: groupIdOf(group.name), topics });
      for (const { topic, partitions } of committed) {
        const ends = await admin.fetchTopicOffsets(topic);
        let messages = 0;
        for (const { partition, high, low } of ends) {
          const offset = partitions.find((each) => each.partition === partition)?.offset ?? '-1';
          // Nothing committed yet: the whole retained partition is still to handle.
          messages += Number(high) - Number(offset === '-1' ? low : offset);
        }
        lags.push({ consumer: group.name, topic, messages });
      }
    }
    return lags;
  }

  /**
   * A group that has never consumed a topic starts at its end, committed
   * before the group joins: a newly deployed consumer neither replays the
   * topic's history (its inbox is empty, so it would apply all of it again)
   * nor misses an event published once subscribe() has resolved.
   */
  async function startNewGroupAtTheEnd(groupId: string, topics: string[]): Promise<void> {
    await connectedAdmin();
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId, topics })) {
      if (partitions.some(({ offset }) => offset !== '-1')) continue;
      const ends = await admin.fetchTopicOffsets(topic);
      await admin.setOffsets({
        groupId,
        topic,
        partitions: ends.map(({ partition, high }) => ({ partition, offset: high })),
      });
    }
  }

  /**
   * Starts the group's consumer on these topics as well, trying again with backoff while
   * the brokers are not ready for it: no coordinator for the group yet, its offsets topic
   * or these topics still being made, a leader election, a broker refusing connections.
   */
  async function startConsuming(group: ConsumerGroup, topics: string[]): Promise<void> {
    group.starting = true;
    try {
      await retryWithBackoff(
        async () => {
          await Promise.all(topics.map(ensureTopic));
          await consumeAlso(group, topics);
        },
        {
          dependency: `Kafka (KAFKA_BROKERS) for consumer group mise.${group.name}`,
          logger,
          signal: closing.signal,
        },
      );
      group.failure = undefined;
    } finally {
      group.starting = false;
    }
  }

  /** (Re)starts the group's consumer with more topics, and waits until it has joined. */
  async function consumeAlso(group: ConsumerGroup, topics: string[]): Promise<void> {
    const { consumer } = group;
    // Both do nothing when there is nothing to do: a retry may follow any failed step.
    await consumer.stop();
    await consumer.connect();
    await startNewGroupAtTheEnd(groupIdOf(group.name), topics);
    await consumer.subscribe({ topics });
    for (const topic of topics) group.topics.add(topic);
    // run() returns once the group is joined, but also after a crash on the way;
    // only the join says that partitions are assigned and events will flow.
    const joined = new Promise<void>((resolve, reject) => {
      const stopWaiting = () => {
        forgetJoin();
        forgetCrash();
        closing.signal.removeEventListener('abort', onClose);
      };
      const onClose = () => {
        stopWaiting();
        reject(closing.signal.reason);
      };
      closing.signal.addEventListener('abort', onClose);
      const forgetJoin = consumer.on(consumer.events.GROUP_JOIN, () => {
        stopWaiting();
        resolve();
      });
      const forgetCrash = consumer.on(consumer.events.CRASH, ({ payload }) => {
        if (payload.restart) return;
        stopWaiting();
        reject(payload.error);
      });
    });
    // Settled even when run() fails first and nobody awaits it: no unhandled rejection.
    joined.catch(() => undefined);
    await consumer.run({
      partitionsConsumedConcurrently: PARTITIONS_IN_PARALLEL,
      eachMessage: (payload) => receive(group, payload),
    });
    await joined;
  }

  async function receive(group: ConsumerGroup, payload: EachMessagePayload): Promise<void> {
    const { topic, message } = payload;
    const headers = textHeaders(message.headers);
    const wanted = group.subscriptions.filter(({ subscription }) =>
      subscription.types.includes(headers.type ?? ''),
    );
    if (wanted.length === 0) return;
    const parent = propagation.extract(ROOT_CONTEXT, headers);
    const event = readEnvelope(message);
    for (const { subscription, policy } of wanted) {
      if (!event) {
        // Retrying cannot make it readable: it goes straight to the dead-letter topic.
        await park(
          topic,
          message,
          subscription.consumer,
          'the message is not an event envelope',
          0,
        );
        continue;
      }
      await inConsumeSpan(
        { system: 'kafka', name: topic },
        groupIdOf(group.name),
        event,
        parent,
        (span) => deliver(subscription, policy, event, payload, span),
      );
    }
  }

  async function deliver(
    subscription: Subscription,
    policy: RetryPolicy,
    event: EventEnvelope,
    { topic, message, heartbeat }: EachMessagePayload,
    span: Span,
  ): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await subscription.handle(event);
        return;
      } catch (error) {
        const failure = { consumer: subscription.consumer, eventId: event.id, type: event.type };
        if (isLastAttempt(policy, attempt, error)) {
          markFailed(span, error);
          await park(topic, message, subscription.consumer, errorMessage(error), attempt);
          logger.error({ ...failure, attempts: attempt, err: error }, 'event dead-lettered');
          return;
        }
        logger.warn({ ...failure, attempt, err: error }, 'event handler failed, will retry');
        await backOff(retryDelayMs(policy, attempt), heartbeat);
      }
    }
  }

  async function backOff(ms: number, heartbeat: () => Promise<void>): Promise<void> {
    await heartbeat();
    for (let left = ms; left > 0; left -= HEARTBEAT_INTERVAL_MS) {
      await pause(Math.min(left, HEARTBEAT_INTERVAL_MS));
      // Not committed, so another instance, or this one restarted, delivers it again.
      if (closed) throw new DeliveryAbandoned('the kafka bus closed during a retry backoff');
      await heartbeat();
    }
  }

  async function park(
    topic: string,
    message: KafkaMessage,
    consumer: string,
    error: string,
    attempts: number,
  ): Promise<void> {
    const deadLetterTopic = deadLetterTopicFor(topic);
    await ensureTopic(deadLetterTopic);
    await produce([
      {
        topic: deadLetterTopic,
        messages: [deadLetterMessage(message, { consumer, error, attempts })],
      },
    ]);
  }

  async function close(): Promise<void> {
    closed = true;
    closing.abort(new Error('the kafka bus is closed'));
    wakeAll();
    // Consumers first: each finishes the message in hand, and may still park it.
    await settle(
      logger,
      [...groups.values()].map(({ consumer }) => consumer.disconnect()),
    );
    await settle(logger, [producing.producer.disconnect(), admin.disconnect()]);
  }

  return {
    kind: 'kafka',
    async publish(events) {
      ensureOpen();
      if (events.length > 0) await publish(events);
    },
    async subscribe(subscription) {
      ensureOpen();
      const group = groupFor(subscription.consumer);
      const added = group.tail.then(() => addSubscription(group, subscription));
      group.tail = added.catch(() => undefined);
      await added;
    },
    async deadLetters(consumer) {
      ensureOpen();
      await connectedAdmin();
      return readDeadLetters(
        { admin, newConsumer, partitionsInParallel: PARTITIONS_IN_PARALLEL },
        consumer,
      );
    },
    lag,
    async ping() {
      ensureOpen();
      const stopped = [...groups.values()].find((group) => group.failure);
      if (stopped) {
        throw new Error(`kafka consumer ${stopped.name} stopped: ${errorMessage(stopped.failure)}`);
      }
      const answered = (async () => {
        await connectedAdmin();
        await admin.describeCluster();
      })();
      await withTimeout(answered, PING_TIMEOUT_MS, 'kafka did not answer within 2 s');
    },
    close() {
      closingDone ??= close();
      return closingDone;
    },
  };
}

/** Connects on first use; after a failure the next use tries again. */
function connectOnce(connect: () => Promise<void>): () => Promise<void> {
  let connecting: Promise<void> | undefined;
  return () => {
    connecting ??= connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  };
}

/** Waits for all, logging failures: closing carries on past a client that cannot disconnect. */
async function settle(logger: KafkaBusOptions['logger'], closing: Promise<void>[]): Promise<void> {
  for (const outcome of await Promise.allSettled(closing)) {
    if (outcome.status === 'rejected') {
      logger.warn({ err: outcome.reason }, 'kafka client did not disconnect cleanly');
    }
  }
}
