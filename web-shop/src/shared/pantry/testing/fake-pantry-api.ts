import {
  addToPantryBody,
  editPantryBody,
  type FieldProblem,
  type PantryAnswer,
  type PantryLotAnswer,
  type PantryRowAnswer,
  type PantryWaste,
  pantryQuery,
  pantryReminders,
  pantryRemovalQuery,
} from '@mise/contracts';
import { apiServer } from '@mise/web-testing/api-server';
import {
  failingPaths,
  json,
  parsed,
  problem,
  type RecordedRequest,
  type ResolverInfo,
  refusal,
  requestOf,
  requestsAmong,
} from '@mise/web-testing/responses';
import { http } from 'msw';

/**
 * Test support: the pantry service's calls under /api/users/pantry, in memory, in front of
 * the fakes added before. It holds lots and answers them as the service does: one row per
 * ingredient, in ingredient order, named from the catalog's ingredients, with its lots
 * soonest-expiring first. Queries and bodies are read with the contract, refusing what it refuses;
 * an ingredient the catalog does not sell, a second unit or an expiry before today are refused with
 * 400 naming the item, and an id the shopper does not hold with 404. Days are the browser's.
 * Every answer tells the waste given; /reminders keeps whether the expiry mails are on.
 */

/** A lot the fake holds: the answer's lot, with its ingredient. */
export type FakeLot = PantryLotAnswer & { ingredientId: string };

/** What the fake reads of the catalog's ingredients (a CatalogIngredient fits). */
export type FakePantryIngredient = {
  _id: string;
  name: string;
  image: string;
  category: { name: string };
  shelfLife?: { days: number };
};

type FakePantryOptions = {
  /** The lots held from the start. */
  lots?: FakeLot[];
  /** The ingredients the catalog sells: the only ones that can be added. */
  ingredients?: FakePantryIngredient[];
  /** What the expiry job threw away this month, none unless told. */
  wastedThisMonth?: PantryWaste;
  /** Whether the expiry reminder mails are on at first (they are unless told). */
  remindersOn?: boolean;
  /** Pantry paths (e.g. '/api/users/pantry/updateGroceriesDetails') that answer 500. */
  failing?: string[];
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A day as the service writes it, YYYY-MM-DD. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The start of the day `days` after today, in milliseconds, as the service answers expiries. */
export function daysFromToday(days: number): number {
  const today = new Date();
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days).getTime();
}

const expiryDayOf = (expiryDate: number | null | undefined) =>
  expiryDate == null ? null : dayOf(new Date(expiryDate));

const startOfDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1).getTime();
};

const bySoonestExpiry = (a: FakeLot, b: FakeLot) =>
  (a.expiryDate ?? Number.POSITIVE_INFINITY) - (b.expiryDate ?? Number.POSITIVE_INFINITY) ||
  a.purchaseDate.localeCompare(b.purchaseDate) ||
  a.id.localeCompare(b.id);

/** Adds the fake's handlers; returns the lots it holds and what it was asked. */
export function stubPantryApi(options: FakePantryOptions = {}) {
  const lots = new Map((options.lots ?? []).map((lot) => [lot.id, lot]));
  const ingredients = new Map((options.ingredients ?? []).map((entry) => [entry._id, entry]));
  const failing = failingPaths(options.failing);
  const requests: RecordedRequest[] = [];
  let nextLot = 1;
  let remindersOn = options.remindersOn ?? true;

  function rows(): PantryRowAnswer[] {
    const byIngredient = new Map<string, FakeLot[]>();
    for (const lot of lots.values()) {
      byIngredient.set(lot.ingredientId, [...(byIngredient.get(lot.ingredientId) ?? []), lot]);
    }
    return [...byIngredient.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ingredientId, held]) => {
        const ordered = [...held].sort(bySoonestExpiry);
        const ingredient = ingredients.get(ingredientId);
        return {
          ingredientId,
          name: ingredient?.name ?? ingredientId,
          image: ingredient?.image ?? '',
          category: ingredient?.category.name ?? '',
          quantity: ordered.reduce((sum, lot) => sum + lot.quantity, 0),
          units: ordered[0]?.units ?? '',
          expiryDate: ordered.find((lot) => lot.expiryDate !== null)?.expiryDate ?? null,
          lots: ordered.map(({ ingredientId: _held, ...lot }) => lot),
        };
      });
  }

  const pantry = (page = 0, perPage = 1000, status = 200) => {
    const all = rows();
    const answer: PantryAnswer = {
      userPantryItems: all.slice(page * perPage, (page + 1) * perPage),
      wastedThisMonth: options.wastedThisMonth ?? { cents: 0, grams: 0 },
      total: all.length,
      page,
      perPage,
    };
    return json(answer, status);
  };

  const badItems = (message: string, fields: FieldProblem[]) =>
    problem(400, 'Bad Request', message, fields);

  const expiryProblem = (expiryDate: number | null | undefined, index: number) => {
    const day = expiryDayOf(expiryDate);
    if (day === null || day >= dayOf(new Date())) return [];
    const field = `items.${index}.expiryDate`;
    return [{ field, rule: 'not-before-today', message: `${field} must not be before today` }];
  };

  const notHeld = (ids: string[]) => {
    const missing = ids.filter((id) => !lots.has(id));
    return missing.length === 0
      ? undefined
      : problem(404, 'Not Found', `Your pantry has no item with the id ${missing.join(', ')}.`);
  };

  /** Records the call, and answers 500 instead while its path is failing. */
  const answering =
    (answer: (asked: RecordedRequest) => Response) =>
    async ({ request }: ResolverInfo) => {
      const asked = { ...(await requestOf(request)), headers: request.headers };
      requests.push(asked);
      return failing.answerTo(asked.path) ?? answer(asked);
    };

  apiServer.use(
    http.get(
      '/api/users/pantry/reminders',
      answering(() => json({ remindersOn })),
    ),
    http.put(
      '/api/users/pantry/reminders',
      answering(({ body }) => {
        const { value, refused } = parsed(pantryReminders, body);
        if (!value) return refused;
        remindersOn = value.remindersOn;
        return json({ remindersOn });
      }),
    ),
    http.get(
      '/api/users/pantry',
      answering(({ search }) => {
        const query = pantryQuery.safeParse(Object.fromEntries(search));
        return query.success
          ? pantry(query.data.page, query.data.perPage)
          : refusal(query.error, 'query');
      }),
    ),
    http.post(
      '/api/users/pantry',
      answering(({ body }) => {
        const { value, refused } = parsed(addToPantryBody, body);
        if (!value) return refused;
        const unknown = value.items.flatMap((item, index) => {
          if (ingredients.has(item.id)) return [];
          const field = `items.${index}.id`;
          const message = `${field} must be an ingredient of the shop`;
          return [{ field, rule: 'known-ingredient', message }];
        });
        if (unknown.length > 0) return badItems('Some pantry items cannot be added.', unknown);
        const units = new Map([...lots.values()].map((lot) => [lot.ingredientId, lot.units]));
        const problems = value.items.flatMap((item, index): FieldProblem[] => {
          const held = units.get(item.id);
          if (held === undefined) units.set(item.id, item.units);
          const expiry = expiryProblem(item.expiryDate, index);
          if (held === undefined || held === item.units) return expiry;
          const field = `items.${index}.units`;
          const message = `${field} must be ${held}, as the ${item.id} held`;
          return [...expiry, { field, rule: 'same-unit', message }];
        });
        if (problems.length > 0) return badItems('Some pantry items cannot be added.', problems);
        const today = dayOf(new Date());
        for (const item of value.items) {
          const shelfLife = ingredients.get(item.id)?.shelfLife?.days;
          const id = `00000000-0000-4000-8000-${String(nextLot++).padStart(12, '0')}`;
          lots.set(id, {
            id,
            ingredientId: item.id,
            quantity: item.quantity,
            units: item.units,
            purchaseDate: today,
            expiryDate:
              item.expiryDate != null
                ? startOfDay(dayOf(new Date(item.expiryDate)))
                : shelfLife === undefined
                  ? null
                  : daysFromToday(shelfLife),
            source: 'manual',
            orderId: null,
          });
        }
        return pantry(0, 1000, 201);
      }),
    ),
    http.put(
      '/api/users/pantry/updateGroceriesAvailability',
      answering(({ search }) => {
        const removal = pantryRemovalQuery.safeParse(Object.fromEntries(search));
        if (!removal.success) return refusal(removal.error, 'query');
        const missing = notHeld(removal.data.items);
        if (missing) return missing;
        for (const id of removal.data.items) lots.delete(id);
        return pantry();
      }),
    ),
    http.put(
      '/api/users/pantry/updateGroceriesDetails',
      answering(({ body }) => {
        const { value, refused } = parsed(editPantryBody, body);
        if (!value) return refused;
        const problems = value.items.flatMap((item, index) =>
          expiryProblem(item.expiryDate, index),
        );
        if (problems.length > 0) return badItems('Some pantry items cannot be changed.', problems);
        const missing = notHeld(value.items.map((item) => item.id));
        if (missing) return missing;
        // In the order sent: of two edits to one lot, the later one wins.
        for (const { id, quantity, expiryDate } of value.items) {
          const lot = lots.get(id);
          if (!lot) continue;
          lots.set(id, {
            ...lot,
            ...(quantity === undefined ? {} : { quantity }),
            ...(expiryDate === undefined
              ? {}
              : {
                  expiryDate: expiryDate === null ? null : startOfDay(dayOf(new Date(expiryDate))),
                }),
          });
        }
        return pantry();
      }),
    ),
  );

  return {
    /** The lots held now, as the service would list them. */
    rows,
    /** The ingredients held now: what cart pricing's copy of the pantry follows. */
    heldIngredients: () => rows().map((row) => row.ingredientId),
    /** Whether the expiry reminder mails are on now. */
    remindersOn: () => remindersOn,
    /** The calls to `path`, or to `method path`, in order (those answered 500 too). */
    requestsTo: requestsAmong(requests),
    /** From now on `path` answers 500, until `recover()`. */
    fail: failing.fail,
    recover: failing.recover,
  };
}
