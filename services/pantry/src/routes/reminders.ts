import { type PantryReminders, pantryReminders } from '@mise/contracts';
import { type Database, parseInput, requireSession } from '@mise/platform';
import type { FastifyPluginAsync } from 'fastify';
import { remindersOnFor, setRemindersOn } from '../store/reminder-settings.js';

/**
 * /api/users/pantry/reminders: whether the signed-in shopper gets the mail about lots expiring
 * within two days (/settings turns it off).
 */
export const reminderRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/', async (request): Promise<PantryReminders> => {
    const { userId } = requireSession(request);
    return { remindersOn: await remindersOnFor(db, userId) };
  });

  app.put('/', async (request): Promise<PantryReminders> => {
    const { userId } = requireSession(request);
    const { remindersOn } = parseInput(pantryReminders, request.body, 'body');
    await setRemindersOn(db, userId, remindersOn);
    return { remindersOn };
  });
};
