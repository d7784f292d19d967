import {
  type CityAnswer,
  cityKey,
  type OrderDeliveryAddress,
  orderDeliveryAddress,
  type UserAnswer,
} from '@mise/contracts';

/** The address form as typed (spec §3 "Delivery address"); `city` is the city's name. */
export type AddressDraft = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  lineOne: string;
  lineTwo: string;
  city: string;
  province: string;
  postalCode: string;
  deliveryInstructions: string;
  allowSubstitute: boolean;
};

export type AddressField = Exclude<keyof AddressDraft, 'allowSubstitute'>;

/** The form's fields in the order they are shown: the first with a problem gets the focus. */
export const addressFields: readonly AddressField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'lineOne',
  'lineTwo',
  'city',
  'province',
  'postalCode',
  'deliveryInstructions',
];

export const emptyAddress: AddressDraft = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  lineOne: '',
  lineTwo: '',
  city: '',
  province: '',
  postalCode: '',
  deliveryInstructions: '',
  allowSubstitute: true,
};

/** Spec §3: local storage keeps the address of the last checkout under this key. */
export const deliveryAddressKey = 'deliveryAddress';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The stored copy, read as leniently as the spec describes it: `email` or `emailAddress`,
 * `phone` or `phoneNumber`, and `addressLine1` from copies older than the v1.3 migration.
 */
export function readStoredAddress(storage: Storage = localStorage): Partial<AddressDraft> {
  let stored: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(deliveryAddressKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    stored = parsed as Record<string, unknown>;
  } catch {
    return {};
  }
  const found: Partial<AddressDraft> = {
    firstName: text(stored.firstName),
    lastName: text(stored.lastName),
    email: text(stored.email) ?? text(stored.emailAddress),
    phone: text(stored.phone) ?? text(stored.phoneNumber),
    lineOne: text(stored.lineOne) ?? text(stored.addressLine1),
    lineTwo: text(stored.lineTwo),
    city: text(stored.city),
    province: text(stored.province),
    postalCode: text(stored.postalCode),
    deliveryInstructions: text(stored.deliveryInstructions),
    ...(typeof stored.allowSubstitute === 'boolean' && {
      allowSubstitute: stored.allowSubstitute,
    }),
  };
  return Object.fromEntries(
    Object.entries(found).filter(([, value]) => value !== undefined),
  ) as Partial<AddressDraft>;
}

export function storeAddress(draft: AddressDraft, storage: Storage = localStorage): void {
  storage.setItem(deliveryAddressKey, JSON.stringify({ ...draft, country: 'CA' }));
}

/**
 * The form's first values: the address of the last checkout in this browser, else the
 * profile (names, e-mail, phone and its primary address, or its first).
 */
export function prefilledAddress(
  user: UserAnswer | null,
  stored: Partial<AddressDraft>,
): AddressDraft {
  const saved = user?.addresses.find((address) => address.primary) ?? user?.addresses[0];
  const fromProfile: AddressDraft = {
    ...emptyAddress,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.emailAddress ?? '',
    phone: user?.phoneNumber ?? '',
    ...(saved && {
      lineOne: saved.lineOne,
      lineTwo: saved.lineTwo,
      city: saved.city,
      province: saved.province,
      postalCode: saved.postalCode,
      deliveryInstructions: saved.deliveryInstructions,
    }),
  };
  return { ...fromProfile, ...stored };
}

export function cityNamed(cities: readonly CityAnswer[], name: string): CityAnswer | undefined {
  const key = cityKey(name);
  if (!key) return undefined;
  return cities.find((city) => cityKey(city.name) === key || cityKey(city._id) === key);
}

/** What is wrong with a field, for the line under it. */
export type FieldProblem =
  | { rule: 'required' }
  | { rule: 'invalid' }
  | { rule: 'tooLong'; max: number }
  /** The server's own sentence (a 409 or 422 naming the field). */
  | { rule: 'server'; message: string };

export type AddressProblems = Partial<Record<AddressField, FieldProblem>>;

const addressOnly = orderDeliveryAddress.pick({
  email: true,
  firstName: true,
  lastName: true,
  lineOne: true,
  lineTwo: true,
  city: true,
  province: true,
  postalCode: true,
  phone: true,
  deliveryInstructions: true,
  allowSubstitute: true,
});

export type CheckedAddress = Omit<OrderDeliveryAddress, 'date' | 'timeSlot' | 'promoDiscount'>;

/**
 * The form checked by the order's own contract, so the shop refuses what the server would.
 * The city must be one the shop delivers to: it is sent under the name /cities gives it.
 */
export function checkAddress(
  draft: AddressDraft,
  cities: readonly CityAnswer[],
): { address: CheckedAddress; problems: null } | { address: null; problems: AddressProblems } {
  const city = cityNamed(cities, draft.city);
  const result = addressOnly.safeParse({ ...draft, city: city?.name ?? '' });
  const problems: AddressProblems = {};
  if (!city && draft.city.trim() !== '') problems.city = { rule: 'invalid' };
  if (result.success && !problems.city) {
    return { address: { ...result.data, country: 'CA' }, problems: null };
  }
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !addressFields.includes(field as AddressField)) continue;
    const name = field as AddressField;
    if (problems[name]) continue;
    problems[name] =
      draft[name].trim() === ''
        ? { rule: 'required' }
        : issue.code === 'too_big'
          ? { rule: 'tooLong', max: Number(issue.maximum) }
          : { rule: 'invalid' };
  }
  return { address: null, problems };
}
