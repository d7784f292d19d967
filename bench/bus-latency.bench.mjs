// Publish-to-consume latency of the event bus at a steady 1,000 events per second:
// through the Kafka adapter (KAFKA_BROKERS) and, for comparison, the in-process bus.
// Each event carries its send time; the handler notes how long it took to arrive.
// Target: p99 under 50 ms on Kafka. Run `npx tsc -b` first: this imports the build.
import { randomUUID } from 'node:crypto';
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createKafkaBus, createMemoryBus, newEvent } from '../packages/platform/dist/index.js';

const RATE = Number(process.env.BENCH_RATE ?? 1_000);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 30);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 2);
// Events are published in a batch per tick, as the outbox relay does.
const TICK_MS = 10;
// Enough subjects to spread the events over every partition.
const SUBJECTS = 32;
const DRAIN_TIMEOUT_MS = 15_000;
const TARGET_P99_MS = 50;
// The adapter's warnings and errors, on stderr; a bench has no use for a log pipeline.
const logger = {
  info: () => {},
  warn: (fields, message) => console.warn('warn:', message, fields),
  error: (fields, message) => console.error('error:', message, fields),
};

async function measure(bus) {
  // A type of its own per run: a new consumer group reads the topic from the start,
  // and must not take earlier runs' events for its own.
  const type = `bench-${randomUUID().slice(0, 8)}.latency.sampled`;
  const latencies = [];
  let delivered = 0;
  let ready = false;
  await bus.subscribe({
    consumer: `bench-${randomUUID().slice(0, 8)}`,
    types: [type],
    handle: async (event) => {
      const { sentAt, measured } = event.data;
      if (sentAt === undefined) ready = true;
      else if (measured) {
        latencies.push(performance.now() - sentAt);
        delivered += 1;
      }
    },
  });
  // Once this arrives the consumer has read past the topic's history, if any.
  await bus.publish([
    newEvent({ type, version: 1 }, { source: 'bench', subject: 'ready', data: {} }),
  ]);
  while (!ready) await sleep(10);

  const total = Math.round((WARMUP_S + DURATION_S) * RATE);
  const warmup = Math.round(WARMUP_S * RATE);
  const started = performance.now();
  let sent = 0;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) / 1_000) * RATE));
    const batch = [];
    for (; sent < due; sent++) {
      batch.push(
        newEvent(
          { type, version: 1 },
          {
            source: 'bench',
            subject: `subject-${sent % SUBJECTS}`,
            data: { sentAt: performance.now(), measured: sent >= warmup },
          },
        ),
      );
    }
    if (batch.length > 0) await bus.publish(batch);
    await sleep(TICK_MS);
  }
  const measuredCount = total - warmup;
  const drainDeadline = Date.now() + DRAIN_TIMEOUT_MS;
  while (delivered < measuredCount && Date.now() < drainDeadline) await sleep(50);
  await bus.close();
  return summarise(latencies, measuredCount);
}

function summarise(latencies, sent) {
  const sorted = latencies.toSorted((a, b) => a - b);
  const at = (quantile) =>
    sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))];
  const ms = (value) => (value === undefined ? null : Number(value.toFixed(2)));
  return {
    sent,
    delivered: sorted.length,
    p50Ms: ms(at(0.5)),
    p99Ms: ms(at(0.99)),
    maxMs: ms(sorted.at(-1)),
  };
}

const report = {
  date: new Date().toISOString(),
  machine: `${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`,
  ratePerSecond: RATE,
  durationSeconds: DURATION_S,
  warmupSeconds: WARMUP_S,
  memory: await measure(createMemoryBus()),
  kafka: null,
  targetKafkaP99Ms: TARGET_P99_MS,
};
if (process.env.KAFKA_BROKERS) {
  const brokers = process.env.KAFKA_BROKERS.split(',');
  report.kafka = await measure(createKafkaBus({ brokers, clientId: 'bench', logger }));
} else {
  console.error('skipped: kafka bus latency (KAFKA_BROKERS not set)');
}
console.log(JSON.stringify(report, null, 2));
const { kafka } = report;
if (kafka && (kafka.delivered < kafka.sent || kafka.p99Ms > TARGET_P99_MS)) {
  console.error(
    `kafka: ${kafka.delivered}/${kafka.sent} delivered, p99 ${kafka.p99Ms} ms (target < ${TARGET_P99_MS} ms)`,
  );
  process.exitCode = 1;
}
