// POST /api/cart through the embedded runtime: a guest saves a five-recipe cart
// again and again (each save a newer version, so each is stored and priced),
// beside a bare Fastify hello-world measured in the same run. The issue asks for
// the ratio, recorded in RESULTS.md; there is no pass mark.
import { compareWithHelloWorld } from './versus-hello-world.mjs';

const recipes = [
  { id: 'chana-masala-chickpea-curry', servings: 4 },
  { id: 'coconut-chickpea-curry-bowls', servings: 4 },
  { id: 'coconut-red-lentil-spinach-curry', servings: 4 },
  { id: 'thai-red-curry-tofu-vegetables', servings: 4 },
  { id: 'cashew-vegetable-korma-curry', servings: 4 },
];

await compareWithHelloWorld({
  name: 'cartSave',
  async prepare(origin) {
    const url = `${origin}/api/cart?getGroceries=true`;
    const first = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: 1, recipes }),
    });
    if (!first.ok)
      throw new Error(`the first save answered ${first.status}: ${await first.text()}`);
    const { guestUserId } = await first.json();
    let version = 1;
    return {
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-guest-user-id': guestUserId },
      requests: [
        {
          setupRequest(request) {
            version += 1;
            return { ...request, body: JSON.stringify({ version, recipes }) };
          },
        },
      ],
    };
  },
});
