import { z } from 'zod';

/**
 * The envelope every event travels in, whatever the bus. `type` reads
 * `<service>.<entity>.<past-tense verb>`; `subject` is the aggregate id and
 * is the ordering key: events with the same subject are delivered in order.
 */
export const eventEnvelope = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  source: z.string().min(1),
  subject: z.string().min(1),
  occurredAt: z.iso.datetime(),
  correlationId: z.string().min(1),
  causationId: z.string().min(1).nullable(),
  data: z.unknown(),
});

export type EventEnvelope<Data = unknown> = Omit<z.infer<typeof eventEnvelope>, 'data'> & {
  data: Data;
};
