import { randomUUID } from 'node:crypto';
import type { Admin, Consumer, KafkaMessage, Message } from 'kafkajs';
import { withTimeout } from '../with-timeout.js';
import { readEnvelope, textHeaders } from './kafka-message.js';
import type { DeadLetter } from './port.js';

const DEAD_LETTER_READ_TIMEOUT_MS = 15_000;

export const deadLetterTopicFor = (topic: string) => `${topic}.dlt`;
const isDeadLetterTopic = (topic: string) => topic.startsWith('mise.') && topic.endsWith('.dlt');

/** The dead letter of a message a consumer gave up on: the message itself, why in its headers. */
export function deadLetterMessage(
  message: KafkaMessage,
  failure: Pick<DeadLetter, 'consumer' | 'error' | 'attempts'>,
): Message {
  const headers = {
    ...message.headers,
    consumer: failure.consumer,
    error: failure.error,
    attempts: String(failure.attempts),
    failedAt: new Date().toISOString(),
  };
  // Same key, so a subject's dead letters keep their order too.
  return { key: message.key, value: message.value, headers };
}

function readDeadLetter(message: KafkaMessage): DeadLetter | undefined {
  const event = readEnvelope(message);
  const { consumer, error, attempts, failedAt } = textHeaders(message.headers);
  if (!event || consumer === undefined || failedAt === undefined) return undefined;
  return { consumer, event, error: error ?? '', attempts: Number(attempts), failedAt };
}

export interface DeadLetterReader {
  /** Connected. */
  admin: Admin;
  /** A consumer with the bus's settings, in a group of the reader's own. */
  newConsumer(groupId: string): Consumer;
  partitionsInParallel: number;
}

/**
 * Reads every dead-letter topic up to where it ends now, with a consumer group
 * of its own that is deleted afterwards. All of them, not only those of the
 * topics subscribed here: the process asking may not run that consumer.
 */
export async function readDeadLetters(
  { admin, newConsumer, partitionsInParallel }: DeadLetterReader,
  consumerName: string,
): Promise<DeadLetter[]> {
  const topics = (await admin.listTopics()).filter(isDeadLetterTopic);
  // The last offset of each partition holding anything: where reading stops.
  const unread = new Map<string, bigint>();
  for (const topic of topics) {
    for (const { partition, high, low } of await admin.fetchTopicOffsets(topic)) {
      if (BigInt(high) > BigInt(low)) unread.set(`${topic}/${partition}`, BigInt(high) - 1n);
    }
  }
  if (unread.size === 0) return [];
  const groupId = `mise.dead-letter-reader.${randomUUID()}`;
  const reader = newConsumer(groupId);
  const found: DeadLetter[] = [];
  let readAll = () => {};
  const readToEnd = new Promise<void>((resolve) => {
    readAll = resolve;
  });
  try {
    await reader.connect();
    await reader.subscribe({
      topics: topics.filter((topic) =>
        [...unread.keys()].some((key) => key.startsWith(`${topic}/`)),
      ),
      fromBeginning: true,
    });
    await reader.run({
      autoCommit: false,
      partitionsConsumedConcurrently: partitionsInParallel,
      eachMessage: async ({ topic, partition, message }) => {
        const key = `${topic}/${partition}`;
        const last = unread.get(key);
        if (last === undefined || BigInt(message.offset) > last) return;
        const letter = readDeadLetter(message);
        if (letter?.consumer === consumerName) found.push(letter);
        if (BigInt(message.offset) >= last) unread.delete(key);
        if (unread.size === 0) readAll();
      },
    });
    await withTimeout(
      readToEnd,
      DEAD_LETTER_READ_TIMEOUT_MS,
      'reading the dead letters took too long',
    );
  } finally {
    await reader.disconnect();
    await admin.deleteGroups([groupId]).catch(() => undefined);
  }
  // Stable: letters of one partition with the same failedAt stay in offset order.
  return found.sort((a, b) => a.failedAt.localeCompare(b.failedAt));
}
