/**
 * The spec's stored-data migrations (document 2 §4), for browsers that still hold what the
 * predecessor shop stored. They run in order, each once per browser: the last version applied
 * is recorded under `storageVersionKey`. Any failure clears all local storage, as the spec says:
 * a half-migrated store is worse than an empty one.
 */

export const storageVersionKey = 'storageVersion';

/** What the start-up knows besides the storage: v1.0 looks at the path and the cookies. */
export type MigrationContext = { path: string; cookie: string };

type Migration = {
  version: string;
  migrate: (storage: Storage, context: MigrationContext) => void;
};

/** A stored JSON value rewritten in place; an absent key is left absent. */
function rewrite(storage: Storage, key: string, change: (value: unknown) => unknown): void {
  const stored = storage.getItem(key);
  if (stored === null) return;
  // An unreadable value throws here, and the caller clears the storage.
  storage.setItem(key, JSON.stringify(change(JSON.parse(stored))));
}

/** Every string equal to `from`, however deep, replaced with `to`. */
function replaceText(value: unknown, from: string, to: string): unknown {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((item) => replaceText(item, from, to));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, replaceText(item, from, to)]),
    );
  }
  return value;
}

/** An address of the old form gets the new field name; the old one is kept (a copy). */
function withLineOne(address: unknown): unknown {
  if (typeof address !== 'object' || address === null || Array.isArray(address)) return address;
  const { addressLine1, lineOne } = address as Record<string, unknown>;
  if (addressLine1 === undefined || lineOne !== undefined) return address;
  return { ...address, lineOne: addressLine1 };
}

const hasCookie = (cookie: string, name: string) =>
  cookie.split(';').some((entry) => entry.trim().startsWith(`${name}=`));

// The keys the predecessor stored these under (document 2 §3 "Local storage keys").
const keys = {
  guestUserId: 'guestUserId',
  token: 'token',
  // This shop's session cookie is httpOnly: its stored 'user' marker stands for the token.
  signedInUser: 'user',
  onboarding: 'onboarding',
  dietPlan: 'dietPlan',
  buildMenu: 'buildMenu',
  cart: 'Cart',
  extraProducts: 'extraProducts',
  deliveryAddress: 'deliveryAddress',
  categories: 'categories',
  currentRecipe: 'currentRecipe',
} as const;

export const storageMigrations: readonly Migration[] = [
  {
    // What is not tied to a guest, a session, an onboarding or a menu being built is dropped.
    version: '1.0',
    migrate: (storage, { path, cookie }) => {
      const keep =
        storage.getItem(keys.guestUserId) !== null ||
        storage.getItem(keys.token) !== null ||
        hasCookie(cookie, keys.token) ||
        storage.getItem(keys.signedInUser) !== null ||
        storage.getItem(keys.onboarding) !== null ||
        path.includes('build-menu');
      if (!keep) storage.clear();
    },
  },
  {
    // The diet once called 'Meat & veggies' is the diet id 'everything' now.
    version: '1.1',
    migrate: (storage) => {
      for (const key of [keys.dietPlan, keys.onboarding, keys.buildMenu]) {
        rewrite(storage, key, (value) => replaceText(value, 'Meat & veggies', 'everything'));
      }
    },
  },
  {
    // The cart lives on the server now; the shop keeps its own draft under another key.
    version: '1.2',
    migrate: (storage) => {
      storage.removeItem(keys.cart);
      storage.removeItem(keys.extraProducts);
    },
  },
  {
    version: '1.3',
    migrate: (storage) => {
      rewrite(storage, keys.deliveryAddress, (value) =>
        Array.isArray(value) ? value.map(withLineOne) : withLineOne(value),
      );
    },
  },
  { version: '1.4', migrate: (storage) => storage.removeItem(keys.categories) },
  { version: '1.5', migrate: (storage) => storage.removeItem(keys.currentRecipe) },
];

const latestVersion = storageMigrations.at(-1)?.version ?? '';

/** '1.4' as [1, 4]; anything else as null, which counts as nothing applied yet. */
function parseVersion(text: string | null): [number, number] | null {
  const match = text?.match(/^(\d+)\.(\d+)$/);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

function isAfter(version: string, applied: [number, number] | null): boolean {
  const parsed = parseVersion(version);
  if (!parsed || !applied) return true;
  return parsed[0] > applied[0] || (parsed[0] === applied[0] && parsed[1] > applied[1]);
}

/** Applies, in order, the migrations this browser has not had yet. Runs before the shop reads. */
export function runStorageMigrations(storage: Storage, context: MigrationContext): void {
  try {
    const applied = parseVersion(storage.getItem(storageVersionKey));
    for (const migration of storageMigrations) {
      if (isAfter(migration.version, applied)) migration.migrate(storage, context);
    }
  } catch {
    storage.clear();
  }
  try {
    storage.setItem(storageVersionKey, latestVersion);
  } catch {
    // A storage that refuses writes (full): the migrations run again next time, harmlessly.
  }
}
