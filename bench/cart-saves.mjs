// The load of bench/cart.bench.mjs and bench/cart-profile.mjs: each connection is a guest of
// its own saving a five-recipe cart again and again, as a shopper does: every save a newer
// version with one recipe's servings changed, so each is stored and priced anew and answered
// with its groceries.
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const recipeIds = [
  'chana-masala-chickpea-curry',
  'coconut-chickpea-curry-bowls',
  'coconut-red-lentil-spinach-curry',
  'thai-red-curry-tofu-vegetables',
  'cashew-vegetable-korma-curry',
];

/**
 * The cart of a guest's nth save: the recipes at 4 servings, but one of them at 2, 6 or 8 (in
 * steps of the recipes' 2), a different one from one save to the next.
 */
const cartOfSave = (n) =>
  recipeIds.map((id, i) => ({ id, servings: i === n % recipeIds.length ? [2, 6, 8][n % 3] : 4 }));

/** Creates a guest per connection and answers autocannon's options for their saves. */
export async function cartSaveLoad(origin) {
  const url = `${origin}/api/cart?getGroceries=true`;
  const guests = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, recipes: cartOfSave(0) }),
    });
    if (!first.ok) throw new Error(`a first save answered ${first.status}: ${await first.text()}`);
    guests.push({ id: (await first.json()).guestUserId, saves: 1 });
  }
  let nextGuest = 0;
  return {
    url,
    method: 'POST',
    requests: [
      {
        // autocannon keeps one context per connection: each takes a guest of its own.
        setupRequest(request, context) {
          context.guest ??= guests[nextGuest++ % guests.length];
          const guest = context.guest;
          guest.saves += 1;
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'x-guest-user-id': guest.id },
            body: JSON.stringify({ version: guest.saves, recipes: cartOfSave(guest.saves) }),
          };
        },
      },
    ],
  };
}
