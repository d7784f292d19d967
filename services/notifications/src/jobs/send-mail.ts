/**
 * The send-mail job: renders the mail an event calls for and hands it to the mailer. Run by the
 * job queue, so a slow or refusing mail server delays the mail and the queue retries it.
 */
import type { EventEnvelope } from '@mise/contracts';
import type { JobQueue } from '@mise/platform';
import type { FastifyInstance } from 'fastify';
import { type MailContext, mailTemplateFor } from '../app/mail-for-event.js';
import { mailFor, settleMail } from '../store/sent-mails.js';

export const SEND_MAIL_JOB = 'notifications.send-mail';

export interface SendMailRetry {
  /** Runs in all before the mail is logged as failed (first run included). */
  attempts: number;
  /** The n-th retry waits backoffMs * 2^(n-1). */
  backoffMs: number;
}

/** Six runs, 1 s to 16 s apart: about half a minute of mail-server trouble is ridden out. */
const defaultSendMailRetry: SendMailRetry = { attempts: 6, backoffMs: 1_000 };

/** Defines how the job runs on app.infra.jobs; do it before the queue starts (onReady). */
export function defineSendMail(
  app: FastifyInstance,
  context: MailContext,
  retry: SendMailRetry = defaultSendMailRetry,
): void {
  const { database, jobs, mail } = app.infra;
  jobs.define<EventEnvelope>({
    name: SEND_MAIL_JOB,
    attempts: retry.attempts,
    backoffMs: retry.backoffMs,
    async run({ data: event, attempt }) {
      const logged = await mailFor(database.db, event.id);
      // Thrown, not skipped: the job ends up in jobs.failed() instead of vanishing.
      if (!logged) throw new Error(`no mail is logged for event ${event.id}`);
      // A retry after the mail went out, or a job queued again by a redelivered event.
      if (logged.status !== 'queued') return;
      try {
        const { to, subject, text, html } = mailTemplateFor(event.type).render(event, context);
        // The event's id: a send repeated after a lost 'sent' write is the same message.
        await mail.send({ to, subject, text, html, id: event.id });
      } catch (error) {
        if (attempt >= retry.attempts) await settleMail(database.db, event.id, 'failed');
        throw error;
      }
      // Should this write fail after the send, the retry sends the same message again: never lost.
      await settleMail(database.db, event.id, 'sent');
    },
  });
}

/** One job per event: its id is the event's, so the queue holds it once however often asked. */
export function queueMail(jobs: JobQueue, event: EventEnvelope): Promise<string> {
  return jobs.enqueue<EventEnvelope>(SEND_MAIL_JOB, event, { jobId: event.id });
}
