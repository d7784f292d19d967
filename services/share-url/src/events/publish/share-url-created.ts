import { type EventEnvelope, type ShareUrlCreated, shareUrlCreated } from '@mise/contracts';
import { newEvent } from '@mise/platform';

export function shareUrlCreatedEvent(link: ShareUrlCreated): EventEnvelope<ShareUrlCreated> {
  return newEvent(shareUrlCreated, {
    source: 'share-url',
    subject: link.id,
    data: shareUrlCreated.data.parse(link),
  });
}
