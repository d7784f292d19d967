// A consumer in a process of its own, for the crash test: it applies each
// event once through the inbox, slowly, and says what it did on stdout.
import { createKafkaBus, handleOnce, messagingTables, openDatabase } from '@mise/platform';
import { pgSchema, uuid } from 'drizzle-orm/pg-core';

const { DATABASE_URL, KAFKA_BROKERS, SCHEMA, CONSUMER, EVENT_TYPE, HANDLE_MS } = process.env;
const database = await openDatabase({ url: DATABASE_URL });
const schema = pgSchema(SCHEMA);
const { processedEvents } = messagingTables(schema);
const effects = schema.table('effects', { eventId: uuid('event_id').notNull() });
const quiet = { info() {}, warn() {}, error: (...args) => console.error(...args) };
const bus = createKafkaBus({
  brokers: KAFKA_BROKERS.split(','),
  clientId: CONSUMER,
  logger: quiet,
});

await bus.subscribe({
  consumer: CONSUMER,
  types: [EVENT_TYPE],
  handle: async (event) => {
    const outcome = await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
      tx.insert(effects).values({ eventId: event.id }),
    );
    process.stdout.write(`${outcome} ${event.id}\n`);
    await new Promise((resolve) => setTimeout(resolve, Number(HANDLE_MS ?? 20)));
  },
});
process.stdout.write('subscribed\n');
