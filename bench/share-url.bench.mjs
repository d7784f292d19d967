// GET /api/share-url/:id through the embedded runtime, beside a bare Fastify
// hello-world measured in the same run on the same machine.
// Target (issue 22): the shop answers at least 0.75 as many requests per second.
import { compareWithHelloWorld } from './versus-hello-world.mjs';

await compareWithHelloWorld({
  name: 'shareUrlGet',
  target: 0.75,
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
