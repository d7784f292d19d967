import { handleOnce } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { type MailContext, mailEventTypes, mailTemplateFor } from '../../app/mail-for-event.js';
import { queueMail } from '../../jobs/send-mail.js';
import { processedEvents } from '../../store/schema.js';
import { logQueuedMail, mailFor } from '../../store/sent-mails.js';

const CONSUMER = 'notifications';

/**
 * Turns each event that calls for a mail into a logged mail and a send-mail job. The log row
 * and the inbox row commit together, so a redelivered event logs nothing new.
 */
export async function followMailEvents(app: FastifyInstance, context: MailContext) {
  const { bus, database, jobs } = app.infra;
  await bus.subscribe({
    consumer: CONSUMER,
    types: mailEventTypes,
    async handle(event) {
      // Rendered now for the log's subject and recipient; an event that breaks its contract
      // fails here and is dead-lettered at once, and no mail is logged for it.
      const mail = mailTemplateFor(event.type).render(event, context);
      await handleOnce(database.db, processedEvents, CONSUMER, event, (tx) =>
        logQueuedMail(tx, {
          eventId: event.id,
          type: event.type,
          recipient: mail.to,
          subject: mail.subject,
          language: mail.language,
        }),
      );
      // Queued on a redelivery too: the first delivery may have logged the mail and then
      // failed to queue its job. A job already queued or running is not added again.
      const logged = await mailFor(database.db, event.id);
      if (logged?.status === 'queued') await queueMail(jobs, event);
    },
  });
}
