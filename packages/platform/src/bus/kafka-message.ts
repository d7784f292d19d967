import type { EventEnvelope } from '@mise/contracts';
import type { IHeaders, KafkaMessage } from 'kafkajs';

/** Headers of an event's message: what a consumer filters and traces by without parsing it. */
export function envelopeHeaders(event: EventEnvelope): Record<string, string> {
  const headers: Record<string, string> = {
    type: event.type,
    correlationId: event.correlationId,
  };
  if (event.causationId !== null) headers.causationId = event.causationId;
  return headers;
}

export function textHeaders(headers: IHeaders | undefined): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) text[name] = first.toString();
  }
  return text;
}

export function readEnvelope(message: KafkaMessage): EventEnvelope | undefined {
  try {
    const event = JSON.parse(message.value?.toString() ?? '');
    return typeof event?.id === 'string' && typeof event.type === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}
