import {
  adminContentPage,
  adminFeatureFlagsAnswer,
  adminProductDetail,
  adminProductsAnswer,
  adminRecipe,
  adminRecipesAnswer,
  catalogLoaded,
  contentPageAnswer,
  pricingCopy,
  productPriceChanged,
  type StaffRole,
  staffActionAudited,
} from '@mise/contracts';
import type { DatabaseHandle } from '@mise/platform';
import { bearerFor, openTestDatabase } from '@mise/platform/testing';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/store/schema.js';
import { startCatalogOn } from './support/start-catalog.js';

let database: DatabaseHandle;
let app: FastifyInstance;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await startCatalogOn(database);
}, 30_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const staff = (staffRole: StaffRole) =>
  bearerFor(app, `${staffRole}-1`, {
    role: 'staff',
    staffRole,
    emailAddress: `${staffRole}@mise.test`,
  });

const call = (
  method: 'GET' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = staff('admin'),
) =>
  app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function ok(method: 'GET' | 'PUT', url: string, payload?: unknown, role?: StaffRole) {
  const answer = await call(method, url, payload, role ? staff(role) : undefined);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The audit entries of a record, oldest first, as the catalog wrote them to its outbox. */
async function auditOf(subject: string) {
  const rows = await database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(and(eq(outbox.type, staffActionAudited.type), eq(outbox.subject, subject)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => staffActionAudited.data.parse(row.envelope.data));
}

async function eventsOf(type: string) {
  const rows = await database.db
    .select({ envelope: outbox.envelope })
    .from(outbox)
    .where(eq(outbox.type, type))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  return rows.map((row) => row.envelope);
}

describe('/api/admin/products', () => {
  it('lists products, searched by name or id and filtered by ingredient and tier', async () => {
    const all = adminProductsAnswer.parse(await ok('GET', '/api/admin/products?perPage=1000'));
    expect(all.total).toBe(all.data.length);
    expect(all.total).toBeGreaterThan(10);

    const kale = adminProductsAnswer.parse(
      await ok('GET', '/api/admin/products?ingredientId=kale'),
    );
    expect(kale.data.length).toBeGreaterThan(0);
    expect(kale.data.every((product) => product.ingredientId === 'kale')).toBe(true);

    const searched = adminProductsAnswer.parse(
      await ok('GET', '/api/admin/products?q=everyday%20kale'),
    );
    expect(searched.data.map((product) => product.id)).toContain('kale-lc');

    const organic = adminProductsAnswer.parse(
      await ok('GET', '/api/admin/products?brandType=ORGANIC&sort=priceCents&order=ASC'),
    );
    expect(organic.data.every((product) => product.brandType === 'ORGANIC')).toBe(true);
  });

  it('shows one product with its ingredient’s tiers, to any staff member', async () => {
    const { data } = await ok('GET', '/api/admin/products/kale-lc', undefined, 'support');
    const product = adminProductDetail.parse(data);
    expect(product).toMatchObject({ id: 'kale-lc', ingredientId: 'kale', brandType: 'LOW_COST' });
    expect(product.tiers.map((tier) => tier.id)).toContain('kale-lc');
    expect((await call('GET', '/api/admin/products/no-such-product')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/admin/products' })).statusCode).toBe(401);
  });

  it('lets only admins change a price, with a reason', async () => {
    for (const role of ['support', 'operations'] as const) {
      const refused = await call(
        'PUT',
        '/api/admin/products/kale-lc/price',
        { priceCents: 499, reason: 'supplier raised the price' },
        staff(role),
      );
      expect(refused.statusCode, role).toBe(403);
    }
    const noReason = await call('PUT', '/api/admin/products/kale-lc/price', { priceCents: 499 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.map((f: { field: string }) => f.field)).toEqual(['reason']);
    const notCents = await call('PUT', '/api/admin/products/kale-lc/price', {
      priceCents: 4.99,
      reason: 'supplier raised the price',
    });
    expect(notCents.statusCode).toBe(400);
    expect(
      (
        await call('PUT', '/api/admin/products/no-such-product/price', {
          priceCents: 499,
          reason: 'supplier raised the price',
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditOf('product:kale-lc')).toEqual([]);
  });

  it('changes a price through changeProductPrice: audited, and announced to carts', async () => {
    const before = adminProductDetail.parse((await ok('GET', '/api/admin/products/kale-lc')).data);
    const { data } = await ok('PUT', '/api/admin/products/kale-lc/price', {
      priceCents: before.priceCents + 100,
      reason: 'supplier raised the price',
    });
    expect(adminProductDetail.parse(data).priceCents).toBe(before.priceCents + 100);

    const [entry, ...more] = await auditOf('product:kale-lc');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      service: 'catalog',
      action: 'products.price',
      record: { type: 'product', id: 'kale-lc' },
      actor: { id: 'admin-1', emailAddress: 'admin@mise.test', role: 'admin' },
      reason: 'supplier raised the price',
      before: { priceCents: before.priceCents },
      after: { priceCents: before.priceCents + 100 },
      request: { method: 'PUT', path: '/api/admin/products/kale-lc/price' },
    });

    const changes = (await eventsOf(productPriceChanged.type)).map((envelope) =>
      productPriceChanged.data.parse(envelope.data),
    );
    expect(changes).toContainEqual({
      productId: 'kale-lc',
      ingredientId: 'kale',
      previousPriceCents: before.priceCents,
      priceCents: before.priceCents + 100,
    });

    // The same price again changes nothing, and is neither announced nor audited.
    await ok('PUT', '/api/admin/products/kale-lc/price', {
      priceCents: before.priceCents + 100,
      reason: 'clicked twice',
    });
    expect(await auditOf('product:kale-lc')).toHaveLength(1);
  });
});

describe('/api/admin/recipes', () => {
  it('lists recipes with drafts, searched and filtered by status', async () => {
    const drafts = adminRecipesAnswer.parse(await ok('GET', '/api/admin/recipes?status=draft'));
    expect(drafts.data.map((recipe) => recipe.id)).toEqual(['secret-draft-stew']);
    const searched = adminRecipesAnswer.parse(await ok('GET', '/api/admin/recipes?q=curry'));
    expect(searched.data.map((recipe) => recipe.id).sort()).toEqual([
      'chickpea-curry',
      'thai-red-curry-chicken',
    ]);
    const recipe = adminRecipe.parse(
      (await ok('GET', '/api/admin/recipes/secret-draft-stew', undefined, 'support')).data,
    );
    expect(recipe.status).toBe('draft');
    expect(recipe.ingredients[0]?.ingredientName).toBeTruthy();
  });

  it('lets operations and admins edit, not support', async () => {
    const refused = await call(
      'PUT',
      '/api/admin/recipes/kale-egg-scramble',
      { name: 'Kale and egg scramble' },
      staff('support'),
    );
    expect(refused.statusCode).toBe(403);
    const offGrid = await call('PUT', '/api/admin/recipes/kale-egg-scramble', {
      servings: { default: 3, min: 2, increment: 2 },
    });
    expect(offGrid.statusCode).toBe(400);
    const unknown = await call('PUT', '/api/admin/recipes/kale-egg-scramble', { cuisine: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(await auditOf('recipe:kale-egg-scramble')).toEqual([]);
  });

  it('edits texts and the servings grid: the shop and the pricing copy follow', async () => {
    const { data } = await ok(
      'PUT',
      '/api/admin/recipes/kale-egg-scramble',
      {
        name: 'Kale and Egg Scramble',
        description: 'Soft eggs folded through garlicky kale, ready in fifteen minutes.',
        servings: { default: 2, min: 2, increment: 2 },
      },
      'operations',
    );
    expect(adminRecipe.parse(data)).toMatchObject({
      name: 'Kale and Egg Scramble',
      servings: { default: 2, min: 2, increment: 2 },
    });
    const page = (await ok('GET', '/api/recipes/kale-egg-scramble')) as {
      name: string;
      minServings: number;
      incrServings: number;
    };
    expect(page).toMatchObject({ name: 'Kale and Egg Scramble', minServings: 2, incrServings: 2 });

    const [entry] = await auditOf('recipe:kale-egg-scramble');
    expect(entry).toMatchObject({
      action: 'recipes.edit',
      actor: { role: 'operations' },
      before: { name: expect.any(String) },
      after: { name: 'Kale and Egg Scramble', servings: { default: 2, min: 2, increment: 2 } },
    });
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['description', 'name', 'servings']);

    const copy = pricingCopy.parse((await ok('GET', '/api/catalog/pricing-copy')) as unknown);
    const copied = copy.recipes.find((recipe) => recipe._id === 'kale-egg-scramble');
    expect(copied).toMatchObject({ name: 'Kale and Egg Scramble', minServings: 2 });
    const loaded = (await eventsOf(catalogLoaded.type)).map((envelope) =>
      catalogLoaded.data.parse(envelope.data),
    );
    expect(loaded.at(-1)?.catalogVersion).toBe(copy.catalogVersion);
    expect(new Set(loaded.map((event) => event.catalogVersion)).size).toBe(loaded.length);
  });

  it('drafts a recipe out of the shop and publishes it back', async () => {
    await ok('PUT', '/api/admin/recipes/chickpea-curry', { status: 'draft' });
    expect((await call('GET', '/api/recipes/chickpea-curry')).statusCode).toBe(404);
    const listed = (await ok('GET', '/api/recipes/all?limit=50')) as {
      recipes: { _id: string }[];
    };
    expect(listed.recipes.map((recipe) => recipe._id)).not.toContain('chickpea-curry');
    const copy = pricingCopy.parse(await ok('GET', '/api/catalog/pricing-copy'));
    expect(copy.recipes.map((recipe) => recipe._id)).not.toContain('chickpea-curry');

    await ok('PUT', '/api/admin/recipes/chickpea-curry', { status: 'published' });
    expect((await call('GET', '/api/recipes/chickpea-curry')).statusCode).toBe(200);
    const actions = (await auditOf('recipe:chickpea-curry')).map((entry) => entry.action);
    expect(actions).toEqual(['recipes.draft', 'recipes.publish']);
  });

  it('edits steps and ingredient notes, one note per line', async () => {
    const recipe = adminRecipe.parse((await ok('GET', '/api/admin/recipes/salmon-spaghetti')).data);
    const wrong = await call('PUT', '/api/admin/recipes/salmon-spaghetti', {
      ingredientNotes: ['only one'],
    });
    expect(wrong.statusCode).toBe(422);
    const notes = recipe.ingredients.map((_line, index) => (index === 0 ? 'skin removed' : null));
    const steps = [...recipe.steps.slice(0, -1), 'Serve at once, with lemon wedges on the side.'];
    const edited = adminRecipe.parse(
      (await ok('PUT', '/api/admin/recipes/salmon-spaghetti', { steps, ingredientNotes: notes }))
        .data,
    );
    expect(edited.steps).toEqual(steps);
    expect(edited.ingredients.map((line) => line.note)).toEqual(notes);
  });
});

describe('/api/admin/feature-flags', () => {
  it('lists the flags and lets only admins switch one, audited', async () => {
    const flags = adminFeatureFlagsAnswer.parse(
      await ok('GET', '/api/admin/feature-flags', undefined, 'support'),
    );
    expect(flags.data).toContainEqual({
      id: 'isCuratedBoxesEnabled',
      key: 'isCuratedBoxesEnabled',
      enabled: true,
    });
    const refused = await call(
      'PUT',
      '/api/admin/feature-flags/isCuratedBoxesEnabled',
      { enabled: false },
      staff('operations'),
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (await call('PUT', '/api/admin/feature-flags/noSuchFlag', { enabled: true })).statusCode,
    ).toBe(404);

    await ok('PUT', '/api/admin/feature-flags/isCuratedBoxesEnabled', { enabled: false });
    const shop = (await ok('GET', '/api/feature-flags')) as {
      featureFlags: { name: string; enabled: boolean }[];
    };
    expect(shop.featureFlags).toContainEqual({ name: 'isCuratedBoxesEnabled', enabled: false });
    const [entry, ...more] = await auditOf('feature-flag:isCuratedBoxesEnabled');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'feature-flags.set',
      before: { enabled: true },
      after: { enabled: false },
    });
  });
});

describe('content pages', () => {
  it('serves the four pages to the shop in English and French', async () => {
    for (const key of ['faq', 'about', 'terms', 'privacy']) {
      const en = contentPageAnswer.parse(await ok('GET', `/api/content-pages/${key}`));
      const fr = contentPageAnswer.parse(
        await ok('GET', `/api/content-pages/${key}?language=fr-CA`),
      );
      expect(en.page).toMatchObject({ key, language: 'en-CA' });
      expect(fr.page).toMatchObject({ key, language: 'fr-CA' });
      expect(fr.page.title).not.toBe(en.page.title);
    }
    expect((await app.inject({ method: 'GET', url: '/api/content-pages/faq' })).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/api/content-pages/careers')).statusCode).toBe(400);
    expect((await call('GET', '/api/content-pages/faq?language=de-DE')).statusCode).toBe(400);
  });

  it('lets support and operations edit a page per language, audited; admins too', async () => {
    const list = await ok('GET', '/api/admin/content-pages');
    expect(list.total).toBe(4);
    const page = adminContentPage.parse((await ok('GET', '/api/admin/content-pages/about')).data);
    expect(Object.keys(page.languages).sort()).toEqual(['en-CA', 'fr-CA']);

    const { data } = await ok(
      'PUT',
      '/api/admin/content-pages/about',
      {
        languages: { 'fr-CA': { title: 'Qui sommes-nous', body: 'Une épicerie **canadienne**.' } },
      },
      'support',
    );
    const edited = adminContentPage.parse(data);
    expect(edited.languages['fr-CA']).toMatchObject({ title: 'Qui sommes-nous' });
    expect(edited.languages['en-CA']?.title).toBe(page.languages['en-CA']?.title);
    const shop = contentPageAnswer.parse(
      await ok('GET', '/api/content-pages/about?language=fr-CA'),
    );
    expect(shop.page.body).toBe('Une épicerie **canadienne**.');

    const [entry, ...more] = await auditOf('content-page:about');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'content-pages.edit',
      record: { type: 'content-page', id: 'about' },
      actor: { role: 'support' },
      before: { 'fr-CA': { title: page.languages['fr-CA']?.title } },
      after: { 'fr-CA': { title: 'Qui sommes-nous', body: 'Une épicerie **canadienne**.' } },
    });
    expect(Object.keys(entry?.after ?? {})).toEqual(['fr-CA']);

    const empty = await call('PUT', '/api/admin/content-pages/about', {
      languages: { 'en-CA': { title: 'About', body: '' } },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('extra products, curated boxes, nutrition programs and influencers', () => {
  it('lets operations edit an extra product, and only admins reprice it, with a reason', async () => {
    const list = await ok('GET', '/api/admin/extra-products?q=sourdough');
    expect(list.data.map((product: { id: string }) => product.id)).toEqual(['x-sourdough']);

    const renamed = await ok(
      'PUT',
      '/api/admin/extra-products/x-sourdough',
      { name: 'Sourdough loaf, 600 g (sliced)', priceCents: 499 },
      'operations',
    );
    expect(renamed.data.name).toBe('Sourdough loaf, 600 g (sliced)');
    const repriced = await call(
      'PUT',
      '/api/admin/extra-products/x-sourdough',
      { priceCents: 549, reason: 'baker raised the price' },
      staff('operations'),
    );
    expect(repriced.statusCode).toBe(403);
    const noReason = await call('PUT', '/api/admin/extra-products/x-sourdough', {
      priceCents: 549,
    });
    expect(noReason.statusCode).toBe(400);
    await ok('PUT', '/api/admin/extra-products/x-sourdough', {
      priceCents: 549,
      reason: 'baker raised the price',
    });

    const shop = (await ok('GET', '/api/extraProducts?search=sourdough')) as {
      extraProducts: { _id: string; name: string; price: number }[];
    };
    expect(shop.extraProducts[0]).toMatchObject({
      name: 'Sourdough loaf, 600 g (sliced)',
      price: 549,
    });
    const copy = pricingCopy.parse(await ok('GET', '/api/catalog/pricing-copy'));
    expect(copy.extraProducts.find((p) => p._id === 'x-sourdough')?.priceCents).toBe(549);
    const entries = await auditOf('extra-product:x-sourdough');
    expect(entries.map((entry) => [entry.action, entry.reason, entry.after])).toEqual([
      ['extra-products.edit', null, { name: 'Sourdough loaf, 600 g (sliced)' }],
      ['extra-products.edit', 'baker raised the price', { priceCents: 549 }],
    ]);
  });

  it('refuses a box naming an unknown recipe, and keeps the catalog as it was', async () => {
    const box = (await ok('GET', '/api/admin/curated-boxes/green-box')).data;
    const refused = await call(
      'PUT',
      '/api/admin/curated-boxes/green-box',
      {
        recipes: [
          ...box.recipes.slice(0, 2),
          { recipeId: 'no-such-recipe', mealType: 'dinner', servings: 2 },
        ],
      },
      staff('operations'),
    );
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toMatch(/unknown recipe no-such-recipe/);
    expect((await ok('GET', '/api/admin/curated-boxes/green-box')).data).toEqual(box);
    expect(await auditOf('curated-box:green-box')).toEqual([]);

    await ok('PUT', '/api/admin/curated-boxes/green-box', { name: 'The Green Box' }, 'operations');
    const shop = (await ok('GET', '/api/curated-recipes/green-box')) as { name: string };
    expect(shop.name).toBe('The Green Box');
  });

  it('edits a nutrition program and an influencer’s filters; support may not', async () => {
    const refused = await call(
      'PUT',
      '/api/admin/nutrition-programs/balanced',
      { caloriesPerDay: 2100 },
      staff('support'),
    );
    expect(refused.statusCode).toBe(403);
    await ok(
      'PUT',
      '/api/admin/nutrition-programs/balanced',
      { caloriesPerDay: 2100 },
      'operations',
    );
    const programs = (await ok('GET', '/api/nutrition-programs')) as {
      nutritionGoalPrograms: { _id: string; caloriesPerDay: number }[];
    };
    expect(programs.nutritionGoalPrograms.find((p) => p._id === 'balanced')?.caloriesPerDay).toBe(
      2100,
    );

    const before = (await ok('GET', '/api/recipes/all?influencerId=greenkitchen&limit=50')) as {
      totalCount: number;
    };
    await ok(
      'PUT',
      '/api/admin/influencers/greenkitchen',
      { filters: { diets: ['vegan'] } },
      'operations',
    );
    const after = (await ok('GET', '/api/recipes/all?influencerId=greenkitchen&limit=50')) as {
      totalCount: number;
    };
    expect(after.totalCount).toBeLessThan(before.totalCount);
    const [entry] = await auditOf('influencer:greenkitchen');
    expect(entry).toMatchObject({
      action: 'influencers.edit',
      before: { filters: { diets: ['vegetarian'] } },
      after: { filters: { diets: ['vegan'] } },
    });
  });
});

describe('a restart', () => {
  it('keeps every staff edit: the seed folder is read only into an empty database', async () => {
    await ok('PUT', '/api/admin/products/egg-lc/price', {
      priceCents: 577,
      reason: 'new supplier',
    });
    await ok('PUT', '/api/admin/recipes/parmesan-chickpea-bites', { status: 'draft' });
    await ok('PUT', '/api/admin/feature-flags/isContentForUSEnabled', { enabled: true });
    await ok('PUT', '/api/admin/content-pages/terms', {
      languages: { 'en-CA': { title: 'Terms', body: 'Kept across restarts.' } },
    });

    await app.close();
    app = await startCatalogOn(database);

    const egg = adminProductDetail.parse((await ok('GET', '/api/admin/products/egg-lc')).data);
    expect(egg.priceCents).toBe(577);
    expect((await call('GET', '/api/recipes/parmesan-chickpea-bites')).statusCode).toBe(404);
    const bites = adminRecipe.parse(
      (await ok('GET', '/api/admin/recipes/parmesan-chickpea-bites')).data,
    );
    expect(bites.status).toBe('draft');
    const shopFlags = (await ok('GET', '/api/feature-flags')) as {
      featureFlags: { name: string; enabled: boolean }[];
    };
    expect(shopFlags.featureFlags).toContainEqual({ name: 'isContentForUSEnabled', enabled: true });
    const terms = contentPageAnswer.parse(await ok('GET', '/api/content-pages/terms'));
    expect(terms.page.body).toBe('Kept across restarts.');
    const copy = pricingCopy.parse(await ok('GET', '/api/catalog/pricing-copy'));
    expect(copy.recipes.map((recipe) => recipe._id)).not.toContain('parmesan-chickpea-bites');
    expect(copy.products.find((product) => product._id === 'egg-lc')?.priceCents).toBe(577);
  });
});
