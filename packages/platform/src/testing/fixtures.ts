import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';

/** A name no other test uses, for brokers that keep topics and queues between tests. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/**
 * Tracks adapters opened by a test and closes those the test left open;
 * a test that closes one itself does it through `close`.
 */
export function closedAfterEach<Resource extends { close(): Promise<void> }>() {
  const open = new Set<Resource>();
  afterEach(async () => {
    await Promise.all([...open].map((resource) => resource.close()));
    open.clear();
  });
  return {
    track(resource: Resource): Resource {
      open.add(resource);
      return resource;
    },
    async close(resource: Resource): Promise<void> {
      open.delete(resource);
      await resource.close();
    },
  };
}
