import { randomUUID } from 'node:crypto';
import { userContactChanged, userOnboarded } from '@mise/contracts';
import type { MovableClock } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  dataOf,
  recordedEvents,
  register,
  startIdentityForEachTest,
} from './support/identity-app.js';

let app: FastifyInstance;
let clock: MovableClock;

startIdentityForEachTest((started) => {
  ({ app, clock } = started);
});

/** The stored profile, as /api/auth/me answers it (/api/users/me adds other services' parts). */
const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).json().user;
const updateUser = (token: string, id: string, payload: object) =>
  app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: bearer(token), payload });

const home = {
  lineOne: '1 Rue Sainte-Catherine',
  city: 'Montréal',
  province: 'QC',
  postalCode: 'h2x1k4',
  primary: true,
};

describe('the profile', () => {
  it('takes the changes sent and keeps the rest, shopper info merged field by field', async () => {
    const { token, user } = await register(app);
    await updateUser(token, user._id, {
      shopperInfo: { allergies: ['milk'], preferences: { noOfServingsPerRecipe: 4 } },
    });
    const answer = await updateUser(token, user._id, {
      firstName: 'Augusta',
      phoneNumber: '514-555-0199',
      language: 'fr-CA',
      addresses: [home],
      shopperInfo: { preferences: { diet: 'vegan' } },
    });
    expect(answer.statusCode).toBe(200);
    const updated = answer.json();
    expect(updated).toMatchObject({
      _id: user._id,
      firstName: 'Augusta',
      lastName: 'Lovelace',
      phoneNumber: '514-555-0199',
      language: 'fr-CA',
      addresses: [
        {
          ...home,
          postalCode: 'H2X 1K4',
          lineTwo: '',
          deliveryInstructions: '',
          country: 'CA',
        },
      ],
      shopperInfo: {
        allergies: ['milk'],
        preferences: { noOfServingsPerRecipe: 4, diet: 'vegan' },
      },
    });
    expect(await me(token)).toEqual(updated);
  });

  it("is the user's own only: another id, existing or not, gets the same 403 and nothing changes", async () => {
    const mallory = await register(app);
    const alice = await register(app);
    const before = await me(alice.token);
    const answers = await Promise.all(
      [alice.user._id, randomUUID()].map((id) =>
        updateUser(mallory.token, id, { firstName: 'Pwned' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('You can only change your own profile.');
      expect(answer.body).not.toContain(alice.user.emailAddress);
    }
    expect(answers[0]?.body.replace(/"requestId":"[^"]+"/, '')).toBe(
      answers[1]?.body.replace(/"requestId":"[^"]+"/, ''),
    );
    expect(await me(alice.token)).toEqual(before);
  });

  it.each([
    [
      'too many servings',
      { shopperInfo: { preferences: { noOfServingsPerRecipe: 13 } } },
      'shopperInfo.preferences.noOfServingsPerRecipe',
    ],
    [
      'a foreign postal code',
      { addresses: [{ ...home, postalCode: '90210' }] },
      'addresses.0.postalCode',
    ],
    ['an e-mail change', { emailAddress: 'new@example.com' }, 'emailAddress'],
    ['a role change', { role: 'staff' }, 'role'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, payload, field) => {
    const { token, user } = await register(app);
    const before = await me(token);
    const answer = await updateUser(token, user._id, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    expect(await me(token)).toEqual(before);
  });

  it('tells the other services of a changed language or name, and of nothing else', async () => {
    const { token, user } = await register(app);
    await updateUser(token, user._id, { addresses: [home] });
    await updateUser(token, user._id, { language: user.language, firstName: user.firstName });
    expect(await recordedEvents(app, userContactChanged.type)).toEqual([]);

    expect((await updateUser(token, user._id, { language: 'fr-CA' })).statusCode).toBe(200);
    expect((await updateUser(token, user._id, { firstName: 'Anabel' })).statusCode).toBe(200);

    const events = await recordedEvents(app, userContactChanged.type);
    expect(events.map((event) => event.subject)).toEqual([user._id, user._id]);
    expect(events.map((event) => dataOf(userContactChanged, event))).toEqual([
      {
        userId: user._id,
        emailAddress: user.emailAddress,
        firstName: user.firstName,
        language: 'fr-CA',
      },
      { userId: user._id, emailAddress: user.emailAddress, firstName: 'Anabel', language: 'fr-CA' },
    ]);
  });

  it('needs a session: 401', async () => {
    const { user } = await register(app);
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/users/${user._id}`,
      payload: { firstName: 'Anon' },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('onboarding', () => {
  const onboarding = {
    diet: 'vegetarian',
    allergies: ['peanuts', 'sesame'],
    servings: 3,
    groceries: [{ id: 'ing-1', name: 'Carrots', quantity: 500, units: 'g', expiryDate: null }],
  };
  const complete = (token: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/users/onboarding', headers: bearer(token), payload });

  it('merges the choices into the profile, dates it, and hands the groceries to the pantry', async () => {
    const { token, user } = await register(app);
    const answer = await complete(token, onboarding);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      _id: user._id,
      shopperInfo: {
        allergies: ['peanuts', 'sesame'],
        preferences: { diet: 'vegetarian', noOfServingsPerRecipe: 3 },
      },
      onboardedAt: clock.now().toISOString(),
    });
    const [event] = await recordedEvents(app, userOnboarded.type);
    expect(event?.subject).toBe(user._id);
    expect(dataOf(userOnboarded, event)).toEqual({ userId: user._id, ...onboarding });
  });

  it('refuses an unknown diet with 400, and records nothing', async () => {
    const { token } = await register(app);
    const answer = await complete(token, { ...onboarding, diet: 'carnivore' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field: 'diet' });
    expect(await recordedEvents(app, userOnboarded.type)).toEqual([]);
    expect((await me(token)).onboardedAt).toBeNull();
  });

  it('refuses an expiry date past the last date a clock can show, before the pantry sees it', async () => {
    const { token } = await register(app);
    const [grocery] = onboarding.groceries;
    const answer = await complete(token, {
      ...onboarding,
      groceries: [{ ...grocery, expiryDate: 8_640_000_000_000_001 }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields[0]).toMatchObject({ field: 'groceries.0.expiryDate' });
    expect(await recordedEvents(app, userOnboarded.type)).toEqual([]);
  });

  it('names each choice left out: no default stands in for a missing answer', async () => {
    const { token } = await register(app);
    const { diet: _diet, servings: _servings, ...partial } = onboarding;
    const answer = await complete(token, partial);
    expect(answer.statusCode).toBe(400);
    expect(
      answer
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort(),
    ).toEqual(['diet', 'servings']);
  });

  it('needs a session: 401', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/users/onboarding',
      payload: onboarding,
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('favourite recipes', () => {
  const favourites = (token: string) =>
    app.inject({ method: 'GET', url: '/api/recipe-favorites', headers: bearer(token) });
  const favourite = (token: string, recipeId: string, method: 'POST' | 'DELETE' = 'POST') =>
    app.inject({ method, url: `/api/recipe-favorites/${recipeId}`, headers: bearer(token) });
  const recipeIds = (answer: { json(): { recipeFavorites: { recipeId: string }[] } }) =>
    answer.json().recipeFavorites.map((entry) => entry.recipeId);

  it('are added once, listed in order, and removed', async () => {
    const { token } = await register(app);
    expect((await favourites(token)).json()).toEqual({ recipeFavorites: [] });

    const added = await favourite(token, 'recipe-1');
    expect(added.statusCode).toBe(201);
    expect(added.json().recipeFavorites).toEqual([
      { _id: expect.any(String), recipeId: 'recipe-1' },
    ]);
    const again = await favourite(token, 'recipe-1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(added.json());
    expect(recipeIds(await favourite(token, 'recipe-2'))).toEqual(['recipe-1', 'recipe-2']);
    expect((await me(token)).recipeFavorites.map((f: { recipeId: string }) => f.recipeId)).toEqual([
      'recipe-1',
      'recipe-2',
    ]);

    const removed = await favourite(token, 'recipe-1', 'DELETE');
    expect(removed.statusCode).toBe(200);
    expect(recipeIds(removed)).toEqual(['recipe-2']);
    expect(recipeIds(await favourite(token, 'recipe-1', 'DELETE'))).toEqual(['recipe-2']);
  });

  it("are each shopper's own: one never sees nor changes another's", async () => {
    const alice = await register(app);
    const mallory = await register(app);
    await favourite(alice.token, 'shared-recipe');
    await favourite(alice.token, 'alice-only');

    expect(recipeIds(await favourites(mallory.token))).toEqual([]);
    expect(recipeIds(await favourite(mallory.token, 'shared-recipe'))).toEqual(['shared-recipe']);
    expect(recipeIds(await favourite(mallory.token, 'alice-only', 'DELETE'))).toEqual([
      'shared-recipe',
    ]);
    await favourite(mallory.token, 'shared-recipe', 'DELETE');

    expect(recipeIds(await favourites(alice.token))).toEqual(['shared-recipe', 'alice-only']);
  });

  it('refuse a malformed recipe id with 400, and a guest with 401', async () => {
    const { token } = await register(app);
    const bad = await favourite(token, 'bad%20id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'recipeId' });
    expect((await app.inject({ method: 'GET', url: '/api/recipe-favorites' })).statusCode).toBe(
      401,
    );
    expect(
      (await app.inject({ method: 'POST', url: '/api/recipe-favorites/recipe-1' })).statusCode,
    ).toBe(401);
  });
});
