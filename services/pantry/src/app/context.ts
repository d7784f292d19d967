import type { Database } from '@mise/platform';
import type { Clock } from '../domain/clock.js';

/** What the use cases need from the running service. */
export interface PantryContext {
  db: Database;
  clock: Clock;
  /** Wakes the outbox relay once a change's event is committed. */
  onEventsCommitted: () => void;
}
