import { describe, expect, it } from 'vitest';
import { TimedOut } from '../with-timeout.js';
import { failureMessage, isRetriable } from './retriable.js';

/** Errors shaped as the clients throw them: kafkajs, pg, ioredis and Node's net. */
const withFields = (message: string, fields: Record<string, unknown>) =>
  Object.assign(new Error(message), fields);
const kafkaError = (name: string, message: string, retriable: boolean, cause?: Error) =>
  Object.assign(new Error(message, { cause }), { name, retriable });
const coordinatorMoved = () =>
  kafkaError('KafkaJSProtocolError', 'This is not the correct coordinator for this group', true);
const noLeaderYet = () =>
  kafkaError('KafkaJSCreateTopicError', 'There is no leader for this topic-partition', true);
/** kafkajs' answer to creating topics: one error a topic that failed. */
const topicCreationErrors = (...errors: Error[]) =>
  Object.assign(new Error('Topic creation errors'), { name: 'KafkaJSAggregateError', errors });

describe('isRetriable', () => {
  it.each([
    [
      'a refused connection',
      withFields('connect ECONNREFUSED 127.0.0.1:9092', { code: 'ECONNREFUSED' }),
    ],
    ['a reset connection', withFields('read ECONNRESET', { code: 'ECONNRESET' })],
    [
      "Node's attempts at every address of a host",
      new AggregateError([
        withFields('a', { code: 'ECONNREFUSED' }),
        withFields('b', { code: 'ECONNREFUSED' }),
      ]),
    ],
    ['PostgreSQL starting up', withFields('the database system is starting up', { code: '57P03' })],
    [
      'PostgreSQL shutting down',
      withFields('terminating connection due to administrator command', { code: '57P01' }),
    ],
    ['a pg connection lost', new Error('Connection terminated unexpectedly')],
    ['ioredis closed', new Error('Connection is closed.')],
    ['a ping that had no answer in time', new TimedOut('kafka did not answer within 2 s')],
    ["kafkajs' coordinator moving", coordinatorMoved()],
    [
      "kafkajs' retries running out on a retriable error",
      kafkaError(
        'KafkaJSNumberOfRetriesExceeded',
        'This is not the correct coordinator for this group',
        false,
        coordinatorMoved(),
      ),
    ],
    [
      'no group coordinator yet',
      kafkaError('KafkaJSGroupCoordinatorNotFound', 'Failed to find group coordinator', false),
    ],
    ['topic creation errors during a leader election', topicCreationErrors(noLeaderYet())],
  ])('%s is weather', (_what, error) => {
    expect(isRetriable(error)).toBe(true);
  });

  it.each([
    [
      'wrong credentials',
      withFields('password authentication failed for user "mise"', { code: '28P01' }),
    ],
    ['an unknown database', withFields('database "nope" does not exist', { code: '3D000' })],
    ['a malformed URL', new TypeError('Invalid URL')],
    [
      'a refused Kafka login',
      kafkaError('KafkaJSSASLAuthenticationError', 'SASL PLAIN authentication failed', false),
    ],
    [
      'topic creation errors of which one is final',
      topicCreationErrors(
        noLeaderYet(),
        kafkaError('KafkaJSCreateTopicError', 'Replication-factor is invalid', false),
      ),
    ],
    ['something thrown that is no error', 'ECONNREFUSED'],
  ])('%s is not', (_what, error) => {
    expect(isRetriable(error)).toBe(false);
  });
});

describe('failureMessage', () => {
  it('tells the failure at its source', () => {
    const refused = withFields('connect ECONNREFUSED 127.0.0.1:5999', { code: 'ECONNREFUSED' });
    expect(failureMessage(new Error('Failed query: select 1\nparams: ', { cause: refused }))).toBe(
      'connect ECONNREFUSED 127.0.0.1:5999',
    );
    expect(
      failureMessage(Object.assign(new AggregateError([refused], ''), { code: 'ECONNREFUSED' })),
    ).toBe('connect ECONNREFUSED 127.0.0.1:5999');
  });
});
