import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { uniqueName } from '../testing/fixtures.js';
import { describeIntegration } from '../testing/integration.js';
import { hostAndPort, lateProxy } from '../testing/late-proxy.js';
import { newEvent } from './events.js';
import { createKafkaBus } from './kafka-bus.js';

/** A logger whose warnings the test reads: one line per failed attempt to start a consumer. */
function recordingLogger() {
  const lines: { dependency?: string; attempt?: number; msg: string }[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const waits = () => lines.filter(({ msg }) => msg.startsWith('waiting for Kafka'));
  return { logger, waits };
}

describe('a kafka consumer started while no broker answers', () => {
  it('keeps trying, one log line per attempt, until the bus closes, which ends its subscribe', async () => {
    const { logger, waits } = recordingLogger();
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const bus = createKafkaBus({ brokers: ['127.0.0.1:1'], clientId: 'test', logger });
    const subscribing = bus.subscribe({
      consumer: uniqueName('start-order'),
      types: ['start-order.order.placed'],
      handle: async () => {},
    });
    subscribing.catch(() => undefined);

    await eventually(() => expect(waits().map(({ attempt }) => attempt)).toEqual([1]), 20_000);
    expect(waits()[0]?.dependency).toMatch(/^Kafka \(KAFKA_BROKERS\) for consumer group mise\./);
    await bus.close();

    await expect(subscribing).rejects.toThrow('the kafka bus is closed');
  }, 30_000);
});

describeIntegration('a kafka consumer started before its broker', ['kafka'], ({ kafkaBrokers }) => {
  it('joins its group once the broker answers, and gets the events published then', async () => {
    const proxy = await lateProxy(hostAndPort(kafkaBrokers[0] ?? ''));
    const { logger, waits } = recordingLogger();
    const bus = createKafkaBus({ brokers: [proxy.address], clientId: 'test', logger });
    try {
      const type = `${uniqueName('kafka')}.order.placed`;
      const received: string[] = [];
      const subscribed = bus.subscribe({
        consumer: uniqueName('start-order'),
        types: [type],
        handle: async (event) => {
          received.push(event.id);
        },
      });

      await eventually(() => expect(waits().length).toBeGreaterThan(0), 20_000);
      await proxy.open();
      await subscribed;
      const event = newEvent({ type, version: 1 }, { source: 'orders', subject: 'o-1', data: {} });
      await bus.publish([event]);

      await eventually(() => expect(received).toEqual([event.id]), 15_000);
    } finally {
      await bus.close();
      await proxy.close();
    }
  }, 60_000);
});
