import type { Database } from '@mise/platform';
import type { Clock } from '../domain/clock.js';
import type { PantryIngredients } from '../domain/pantry-ingredient.js';

/** What the use cases need from the running service. */
export interface PantryContext {
  db: Database;
  clock: Clock;
  /** The catalog's ingredients as the pantry's copy holds them now. */
  ingredients: () => PantryIngredients;
  /** Wakes the outbox relay once a change's event is committed. */
  onEventsCommitted: () => void;
}
