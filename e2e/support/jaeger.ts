/** A trace as Jaeger's query API (`GET /api/traces/{id}`) answers it. */
export interface JaegerTrace {
  traceID: string;
  spans: JaegerSpan[];
  processes: Record<string, { serviceName: string }>;
}

export interface JaegerSpan {
  spanID: string;
  operationName: string;
  processID: string;
  references: { refType: 'CHILD_OF' | 'FOLLOWS_FROM'; traceID: string; spanID: string }[];
  tags: { key: string; value: unknown }[];
}

/**
 * The trace an order's story is told in, found by a span of orders-payments that names the
 * order in its subject tag: the one that delivered it (`set order status`) by default, or the
 * one that settled its payment (`settle payment`).
 */
export async function traceIdOfOrder(
  jaegerUrl: string,
  orderId: string,
  operation: 'set order status' | 'settle payment' = 'set order status',
): Promise<string> {
  const search = new URLSearchParams({
    service: 'orders-payments',
    operation,
    tags: JSON.stringify({ 'mise.subject': orderId }),
    limit: '5',
  });
  const answer = await fetch(`${jaegerUrl}/api/traces?${search}`);
  if (!answer.ok) throw new Error(`Jaeger answered ${answer.status} to a search`);
  const { data } = (await answer.json()) as { data: JaegerTrace[] };
  const ids = [...new Set(data.map((trace) => trace.traceID))];
  if (ids.length !== 1)
    throw new Error(`${ids.length} traces hold ${operation} of order ${orderId}`);
  return ids[0] as string;
}

/** The services that sent spans of the trace. */
export function servicesOf(trace: JaegerTrace): string[] {
  return [...new Set(trace.spans.map((span) => trace.processes[span.processID]?.serviceName))]
    .filter((name): name is string => name !== undefined)
    .sort();
}

/** Spans whose parent is not in the trace: each names its operation and the missing parent. */
export function orphanSpans(trace: JaegerTrace): string[] {
  const ids = new Set(trace.spans.map((span) => span.spanID));
  return trace.spans.flatMap((span) =>
    span.references
      .filter((reference) => reference.refType === 'CHILD_OF' && !ids.has(reference.spanID))
      .map((reference) => `${span.operationName} (parent ${reference.spanID} missing)`),
  );
}

/** Whether the span has the tag, whatever its value. */
export function hasTag(span: JaegerSpan, key: string): boolean {
  return span.tags.some((tag) => tag.key === key);
}
