import { describe, expect, it } from 'vitest';
import { describeBusContract } from '../testing/bus-contract.js';
import { eventually } from '../testing/eventually.js';
import { newEvent } from './events.js';
import { createMemoryBus } from './memory-bus.js';

describeBusContract('memory bus', async () => createMemoryBus());

describe('memory bus', () => {
  const placed = { type: 'orders.order.placed', version: 1 };
  const event = (subject: string) =>
    newEvent(placed, { source: 'orders', subject, data: { orderId: subject } });

  it('returns from publish before any handler runs', async () => {
    const bus = createMemoryBus();
    const handled: string[] = [];
    await bus.subscribe({
      consumer: 'pantry',
      types: [placed.type],
      handle: async (received) => {
        handled.push(received.subject);
      },
    });

    await bus.publish([event('order-1')]);

    expect(handled).toEqual([]);
    await eventually(() => expect(handled).toEqual(['order-1']));
    await bus.close();
  });

  it('lets a slow subject hold up only itself', async () => {
    const bus = createMemoryBus();
    const handled: string[] = [];
    let releaseSlow = () => {};
    const slow = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    await bus.subscribe({
      consumer: 'pantry',
      types: [placed.type],
      handle: async (received) => {
        if (received.subject === 'order-slow') await slow;
        handled.push(received.subject);
      },
    });

    await bus.publish([event('order-slow'), event('order-fast')]);

    await eventually(() => expect(handled).toEqual(['order-fast']));
    releaseSlow();
    await eventually(() => expect(handled).toEqual(['order-fast', 'order-slow']));
    await bus.close();
  });

  it('refuses events and fails its readiness check once closed', async () => {
    const bus = createMemoryBus();
    await bus.ping();

    await bus.close();

    await expect(bus.ping()).rejects.toThrow('closed');
    await expect(bus.publish([event('order-1')])).rejects.toThrow('closed');
  });

  it('abandons a pending retry on close instead of waiting out its backoff', async () => {
    const bus = createMemoryBus();
    let deliveries = 0;
    await bus.subscribe({
      consumer: 'pantry',
      types: [placed.type],
      retry: { initialDelayMs: 60_000 },
      handle: async () => {
        deliveries += 1;
        throw new Error('not yet');
      },
    });
    await bus.publish([event('order-1')]);
    await eventually(() => expect(deliveries).toBe(1));

    const closing = Date.now();
    await bus.close();

    expect(Date.now() - closing).toBeLessThan(1_000);
    expect(deliveries).toBe(1);
  });
});
