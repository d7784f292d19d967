import { SpanKind, trace } from '@opentelemetry/api';
import { settleInSpan } from '../span-outcome.js';

const tracer = trace.getTracer('@mise/platform');

/** Runs one send in a span of the trace it is sent in (the order's, for its confirmation). */
export function inSendSpan(
  transport: 'file' | 'smtp',
  send: () => Promise<string>,
): Promise<string> {
  return tracer.startActiveSpan(
    'send mail',
    { kind: SpanKind.CLIENT, attributes: { 'mise.mail.transport': transport } },
    (span) =>
      settleInSpan(span, async () => {
        const id = await send();
        span.setAttribute('mise.mail.message_id', id);
        return id;
      }),
  );
}
