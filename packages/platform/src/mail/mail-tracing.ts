import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { errorMessage } from '../bus/error-message.js';

const tracer = trace.getTracer('@mise/platform');

/** Runs one send in a span of the trace it is sent in (the order's, for its confirmation). */
export function inSendSpan(
  transport: 'file' | 'smtp',
  send: () => Promise<string>,
): Promise<string> {
  return tracer.startActiveSpan(
    'send mail',
    { kind: SpanKind.CLIENT, attributes: { 'mise.mail.transport': transport } },
    async (span) => {
      try {
        const id = await send();
        span.setAttribute('mise.mail.message_id', id);
        return id;
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: errorMessage(error) });
        if (error instanceof Error) span.recordException(error);
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
