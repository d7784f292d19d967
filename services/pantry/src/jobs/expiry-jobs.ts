/**
 * The pantry's background jobs on the jobs port (in process when embedded, BullMQ when
 * distributed): the hourly expiry sweep, the daily reminder of lots expiring soon, and the job
 * that sends each reminder's mail, so a slow or refusing mail server delays a mail, never a run.
 */
import type { FastifyInstance } from 'fastify';
import type { PantryContext } from '../app/context.js';
import { pruneExpiredLots } from '../app/prune-expired-lots.js';
import { remindOfExpiringLots } from '../app/remind-of-expiring-lots.js';
import type { ExpiryReminder } from '../domain/expiry-reminder.js';
import { expiryReminderMail, type SuggestedRecipe } from '../domain/expiry-reminder-mail.js';
import type { SuggestRecipes } from './recipe-suggestions.js';

export const PRUNE_EXPIRED_LOTS_JOB = 'pantry.prune-expired-lots';
export const REMIND_OF_EXPIRING_LOTS_JOB = 'pantry.remind-of-expiring-lots';
export const SEND_EXPIRY_REMINDER_JOB = 'pantry.send-expiry-reminder';

const HOUR_MS = 60 * 60 * 1_000;
// Replicas share one schedule per job under this key, on BullMQ.
const SCHEDULE_KEY = 'pantry';

export interface ExpiryJobsOptions {
  ctx: PantryContext;
  /** Resolves once the catalog's ingredients are held: runs need their names and sizes. */
  ingredientsLoaded: () => Promise<void>;
  suggestRecipes: SuggestRecipes;
  /** The shop that links in mails lead to. */
  shopUrl: string;
}

/** Defines the jobs now, while the plugins register, and schedules them once the server is ready. */
export function scheduleExpiryJobs(app: FastifyInstance, options: ExpiryJobsOptions): void {
  const { jobs, mail } = app.infra;
  const logger = app.infra.logger.child({ component: 'pantry-expiry' });
  const { ctx, ingredientsLoaded, suggestRecipes, shopUrl } = options;

  jobs.define({
    name: PRUNE_EXPIRED_LOTS_JOB,
    async run() {
      await ingredientsLoaded();
      const pruned = await pruneExpiredLots(ctx);
      if (pruned > 0) logger.info({ pruned }, 'threw away expired pantry lots');
    },
  });

  jobs.define({
    name: REMIND_OF_EXPIRING_LOTS_JOB,
    async run() {
      await ingredientsLoaded();
      const queued = await remindOfExpiringLots(ctx, async (reminder) => {
        // One job per reminder, named by a lot only it names: queued once however often asked.
        const [first] = reminder.lots;
        await jobs.enqueue<ExpiryReminder>(SEND_EXPIRY_REMINDER_JOB, reminder, {
          jobId: `expiry-reminder-${first?.lotId ?? reminder.userId}`,
        });
      });
      if (queued > 0) logger.info({ queued }, 'queued expiry reminders');
    },
  });

  jobs.define<ExpiryReminder>({
    name: SEND_EXPIRY_REMINDER_JOB,
    // Six runs, 1 s to 16 s apart, as the shop's other mails ride out a mail server's trouble.
    attempts: 6,
    backoffMs: 1_000,
    async run({ data: reminder }) {
      const recipes = await recipesFor(reminder);
      await mail.send({
        to: reminder.emailAddress,
        ...expiryReminderMail(reminder, recipes, shopUrl),
      });
    },
  });

  // Suggestions are a bonus: the mail goes without them when the catalog cannot answer.
  async function recipesFor(reminder: ExpiryReminder): Promise<SuggestedRecipe[]> {
    try {
      return await suggestRecipes(reminder.lots.map((lot) => lot.ingredientId));
    } catch (error) {
      logger.warn({ err: error }, 'expiry reminder sent without recipes');
      return [];
    }
  }

  app.addHook('onReady', async () => {
    await jobs.repeat(PRUNE_EXPIRED_LOTS_JOB, {}, { everyMs: HOUR_MS, key: SCHEDULE_KEY });
    await jobs.repeat(
      REMIND_OF_EXPIRING_LOTS_JOB,
      {},
      { everyMs: 24 * HOUR_MS, key: SCHEDULE_KEY },
    );
    // The in-process queue's first repeat comes only after its interval, which a server
    // restarted more often would never reach; one run of each at start covers it.
    await jobs.enqueue(PRUNE_EXPIRED_LOTS_JOB, {}, { jobId: 'at-start' });
    await jobs.enqueue(REMIND_OF_EXPIRING_LOTS_JOB, {}, { jobId: 'at-start' });
  });
}
