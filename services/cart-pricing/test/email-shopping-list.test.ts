import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultJobPolicy } from '@mise/platform';
import { buildTestServer, eventually } from '@mise/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexCatalog, type PricedCart, priceCart } from '../src/domain/pricing-engine.js';
import {
  EMAIL_SHOPPING_LIST_JOB,
  queueShoppingListEmail,
  registerEmailShoppingList,
} from '../src/jobs/email-shopping-list.js';
import { cartInput } from '../src/testing/copy-builder.js';
import { kitchen } from '../src/testing/kitchen.js';

const RUN_TIMEOUT_MS = 10_000;

/** Risotto and pilaf for 4 each, with 2 bags of chips: $28.21 in all. */
const riceCart = priceCart(
  cartInput({
    recipes: [
      { id: 'risotto', servings: 4 },
      { id: 'pilaf', servings: 4 },
    ],
    extraGroceries: { chips: 2 },
  }),
  indexCatalog(kitchen),
);

let app: FastifyInstance;
let dataDir: string;
// Carts by owner, as the cart store would price them; an owner may be made to fail once.
const carts = new Map<string, PricedCart>([
  ['guest:ana', riceCart],
  ['guest:flaky', riceCart],
]);
const failOnce = new Set(['guest:flaky']);
const loads: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mise-shopping-list-'));
  app = await buildTestServer(
    [
      async (service) => {
        registerEmailShoppingList(service, {
          async loadShoppingList(cartOwner) {
            loads.push(cartOwner);
            if (failOnce.delete(cartOwner)) throw new Error('catalog copy not loaded yet');
            return carts.get(cartOwner);
          },
        });
      },
    ],
    { DATA_DIR: dataDir },
  );
}, 30_000);
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The messages in the embedded runtime's mail folder, as written there. */
function mailFolder(): { to: string; subject: string; text: string; html: string }[] {
  const folder = join(dataDir, 'mail');
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')));
}
const mailTo = (to: string) => mailFolder().filter((mail) => mail.to === to);

describe('the e-mail shopping list job', { timeout: 20_000 }, () => {
  it('writes the shopping list to the mail folder, addressed to the shopper', async () => {
    await queueShoppingListEmail(app.infra.jobs, {
      email: 'ana@example.com',
      cartOwner: 'guest:ana',
    });

    const [mail] = await eventually(() => {
      const found = mailTo('ana@example.com');
      expect(found).toHaveLength(1);
      return found;
    }, RUN_TIMEOUT_MS);
    expect(mail?.subject).toBe('Your Mise shopping list');
    expect(mail?.text).toContain('Produce\n- Yellow onion: 1 × onion-1, 1 unit at $0.69;');
    expect(mail?.text).toContain('Extras\n- chips: 2 × $3.49 = $6.98');
    expect(mail?.text).toContain('Total: $28.21');
    expect(mail?.html).toContain('<h2>Produce</h2>');
  });

  it('retries a run that fails, and sends the list once', async () => {
    await queueShoppingListEmail(app.infra.jobs, {
      email: 'flaky@example.com',
      cartOwner: 'guest:flaky',
    });

    await eventually(() => expect(mailTo('flaky@example.com')).toHaveLength(1), RUN_TIMEOUT_MS);
    expect(loads.filter((owner) => owner === 'guest:flaky')).toEqual([
      'guest:flaky',
      'guest:flaky',
    ]);
  });

  it('fails for good, and visibly, when there is no cart to send', async () => {
    const id = await queueShoppingListEmail(app.infra.jobs, {
      email: 'nobody@example.com',
      cartOwner: 'guest:gone',
    });

    const failed = await eventually(async () => {
      const jobs = await app.infra.jobs.failed(EMAIL_SHOPPING_LIST_JOB);
      expect(jobs.map((job) => job.id)).toContain(id);
      return jobs;
    }, RUN_TIMEOUT_MS);
    expect(failed.find((job) => job.id === id)).toMatchObject({
      data: { email: 'nobody@example.com', cartOwner: 'guest:gone' },
      error: 'there is no cart for guest:gone to e-mail',
      attempts: defaultJobPolicy.attempts,
    });
    expect(mailTo('nobody@example.com')).toEqual([]);
  });
});
