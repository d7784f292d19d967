import { HttpProblem, keepFetching, type Logger, type ReadinessCheck } from '@mise/platform';
import type { PantryIngredients } from '../../domain/pantry-ingredient.js';
import type { FetchIngredients } from './fetch-ingredients.js';

/**
 * The catalog's ingredients, held in memory so that a pantry request never waits on the catalog:
 * their names, images and categories for the rows, their shelf lives for new lots. Fetched at
 * start and again whenever the catalog announces a new version of itself.
 */
export interface IngredientCopy {
  /** The ingredients by id; a 503 problem until the first copy has arrived. */
  current(): PantryIngredients;
  /** Keeps fetching, with backoff, until a first copy is held. */
  load(): Promise<void>;
  /** Resolves once a copy is held (at once when it is); rejects if stopped before. */
  loaded(): Promise<void>;
  /** Fetches the whole list again and holds it. */
  refresh(): Promise<void>;
  readiness: ReadinessCheck;
  /** Stops a load still retrying; handlers waiting for a first copy stop waiting. */
  stop(): void;
}

export function createIngredientCopy(fetch: FetchIngredients, logger: Logger): IngredientCopy {
  let held: PantryIngredients | undefined;
  let arrived: () => void = () => {};
  let abandoned: (reason: Error) => void = () => {};
  const firstCopy = new Promise<void>((resolve, reject) => {
    arrived = resolve;
    abandoned = reject;
  });
  // Nobody may be waiting when the service stops before its first copy.
  firstCopy.catch(() => {});

  async function refresh(): Promise<void> {
    const ingredients = await fetch();
    held = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
    arrived();
    logger.info({ ingredients: ingredients.length }, 'catalog ingredients loaded');
  }
  const firstFetch = keepFetching('catalog ingredients', refresh, logger);

  return {
    current() {
      if (held) return held;
      throw new HttpProblem(
        503,
        'Service Unavailable',
        'The pantry is still being loaded. Please try again in a moment.',
      );
    },
    load: () => firstFetch.run(),
    loaded: () => firstCopy,
    refresh,
    readiness: {
      name: 'catalog-ingredients',
      check: async () =>
        held ? { ok: true } : { ok: false, error: 'no copy of the catalog’s ingredients yet' },
    },
    stop() {
      firstFetch.stop();
      abandoned(new Error('the service stopped before it had the catalog’s ingredients'));
    },
  };
}
