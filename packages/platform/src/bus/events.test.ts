import { eventEnvelope, shareUrlCreated } from '@mise/contracts';
import { describe, expect, it } from 'vitest';
import { causedBy, newEvent } from './events.js';

const link = {
  id: 'abc123',
  longUrl: 'https://mise.ca/recipes/7',
  shortUrl: 'https://mise.ca/s/abc123',
};

describe('newEvent', () => {
  it('builds a valid envelope that starts its own conversation', () => {
    const event = newEvent(shareUrlCreated, { source: 'share-url', subject: 'abc123', data: link });

    expect(eventEnvelope.parse(event)).toEqual(event);
    expect(event).toMatchObject({
      type: 'share-url.created',
      version: 1,
      source: 'share-url',
      subject: 'abc123',
      data: link,
      correlationId: event.id,
      causationId: null,
    });
    expect(Date.now() - Date.parse(event.occurredAt)).toBeLessThan(1_000);
  });

  it('gives ids that sort in creation order', () => {
    const ids = Array.from(
      { length: 100 },
      () => newEvent(shareUrlCreated, { source: 'share-url', subject: 'abc123', data: link }).id,
    );

    expect(ids.toSorted()).toEqual(ids);
  });

  it('chains an event to the one that caused it', () => {
    const parent = newEvent(shareUrlCreated, {
      source: 'share-url',
      subject: 'abc123',
      data: link,
    });
    const child = newEvent(
      { type: 'notifications.mail.sent', version: 1 },
      { source: 'notifications', subject: 'mail-1', data: {}, ...causedBy(parent) },
    );
    const grandchild = newEvent(
      { type: 'notifications.mail.opened', version: 1 },
      { source: 'notifications', subject: 'mail-1', data: {}, ...causedBy(child) },
    );

    expect(child).toMatchObject({ correlationId: parent.id, causationId: parent.id });
    expect(grandchild).toMatchObject({ correlationId: parent.id, causationId: child.id });
  });
});
