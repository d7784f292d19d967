import type { EventEnvelope } from '@mise/contracts';
import type { z } from 'zod';
import type { EventData } from './events.js';

/**
 * The event's data does not match what its definition declares. It fails the same way at
 * every delivery, so the bus dead-letters it at once instead of retrying (see isLastAttempt).
 */
export class EventContractBroken extends Error {
  override readonly name = 'EventContractBroken';

  constructor(
    readonly eventType: string,
    /** The contract's complaints, one `path: message` each, for the dead letter. */
    readonly issues: string,
  ) {
    super(`event ${eventType} breaks its contract: ${issues}`);
  }
}

/**
 * The data of an event, checked against its definition (e.g. `orderPaid`). Handlers read
 * events through it, so that only a broken event, not any other validation failing in a
 * handler, counts as one.
 */
export function eventData<Definition extends { type: string; data: z.ZodType }>(
  definition: Definition,
  event: EventEnvelope,
): EventData<Definition> {
  const parsed = definition.data.safeParse(event.data);
  if (parsed.success) return parsed.data as EventData<Definition>;
  const issues = parsed.error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(data)'}: ${issue.message}`)
    .join('; ');
  throw new EventContractBroken(definition.type, issues);
}
