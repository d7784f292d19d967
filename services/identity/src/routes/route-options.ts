import type { Clock } from '../domain/clock.js';
import type { PasswordHashing } from '../domain/passwords.js';

/** What every route plugin of the service is given by plugin.ts. */
export interface IdentityRouteOptions {
  clock: Clock;
  /** The shop origin mailed links open on (the first of PUBLIC_ORIGINS). */
  linkOrigin: string;
  /** Wakes the outbox relay once events are committed. */
  onEventsCommitted: () => void;
  passwords: PasswordHashing;
}
