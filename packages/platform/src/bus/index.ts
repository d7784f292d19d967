export { EventContractBroken, eventData } from './event-data.js';
export {
  causedBy,
  type EventData,
  type EventDefinition,
  type EventFields,
  newEvent,
} from './events.js';
export { handleOnce } from './inbox.js';
export { createKafkaBus, type KafkaBusOptions, topicFor } from './kafka-bus.js';
export { createMemoryBus, type MemoryBusOptions } from './memory-bus.js';
export {
  defaultMessagingRetention,
  type MessagingRetention,
  type PruneOptions,
  pruneMessaging,
} from './messaging-housekeeping.js';
export {
  appendToOutbox,
  createOutboxRelay,
  type OutboxRelay,
  type OutboxRelayOptions,
} from './outbox.js';
export {
  type ConsumerLag,
  type DeadLetter,
  defaultRetryPolicy,
  type EventBus,
  type RetryPolicy,
  type Subscription,
} from './port.js';
export { inTraceOfSubject } from './subject-trace.js';
