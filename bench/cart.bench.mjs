// POST /api/cart through the embedded runtime (the load of cart-saves.mjs), beside a bare
// Fastify hello-world measured in the same run.
// Target: at least 0.05 of hello-world's rate, p99 under 50 ms, at 50 connections.
import { cartSaveLoad } from './cart-saves.mjs';
import { compareWithHelloWorld } from './versus-hello-world.mjs';

await compareWithHelloWorld({
  name: 'cartSave',
  target: 0.05,
  maxP99Ms: 50,
  prepare: cartSaveLoad,
});
