import type { EventEnvelope } from '@mise/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';

/** What the contracts declare for each event, e.g. `shareUrlCreated`. */
export interface EventDefinition {
  type: string;
  version: number;
  data?: z.ZodType;
}

/** The payload an event definition calls for, when it declares one. */
export type EventData<Definition> = Definition extends { data: z.ZodType<infer Data> }
  ? Data
  : unknown;

export interface EventFields<Data> {
  /** The publishing service. */
  source: string;
  /** The aggregate id: events with the same subject are delivered in order. */
  subject: string;
  data: Data;
  /** The conversation this event belongs to; a fresh event starts its own. */
  correlationId?: string;
  /** The event that led to this one, if any (see causedBy). */
  causationId?: string | null;
}

export function newEvent<Definition extends EventDefinition>(
  definition: Definition,
  fields: EventFields<EventData<Definition>>,
): EventEnvelope<EventData<Definition>> {
  // uuid v7 is time-ordered, so ids also sort events created by one process in order.
  const id = uuidv7();
  return {
    id,
    type: definition.type,
    version: definition.version,
    source: fields.source,
    subject: fields.subject,
    occurredAt: new Date().toISOString(),
    correlationId: fields.correlationId ?? id,
    causationId: fields.causationId ?? null,
    data: fields.data,
  };
}

/** Fields that chain a new event to the one being handled, for tracing a flow end to end. */
export function causedBy(parent: EventEnvelope): { correlationId: string; causationId: string } {
  return { correlationId: parent.correlationId, causationId: parent.id };
}
