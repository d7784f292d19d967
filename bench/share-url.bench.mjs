// GET /api/share-url/:id through the embedded runtime, beside a bare Fastify
// hello-world measured in the same run on the same machine.
// Target: the shop answers at least half as many requests per second.
import { compareWithHelloWorld } from './versus-hello-world.mjs';

await compareWithHelloWorld({
  name: 'shareUrlGet',
  target: 0.5,
  async prepare(origin) {
    const created = await fetch(`${origin}/api/share-url/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ baseUrl: origin, longUrl: `${origin}/recipes?addRecipes=a,b,2` }),
    });
    const id = new URL((await created.json()).shortUrl).pathname.split('/').pop();
    return { url: `${origin}/api/share-url/${id}` };
  },
});
