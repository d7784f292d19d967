import type { PantryReminders } from '@mise/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/http';

export const pantryRemindersKey = ['pantry-reminders'] as const;

/** GET /api/users/pantry/reminders: whether the shopper gets the mail about lots expiring soon. */
export const pantryRemindersQuery = queryOptions({
  queryKey: pantryRemindersKey,
  queryFn: ({ signal }) => apiFetch<PantryReminders>('/users/pantry/reminders', { signal }),
});

/** PUT /api/users/pantry/reminders: answers the choice as kept. */
export const savePantryReminders = (body: PantryReminders) =>
  apiFetch<PantryReminders>('/users/pantry/reminders', { method: 'PUT', body });
