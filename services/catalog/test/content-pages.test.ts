import { type ContentLanguage, contentPageAnswer, outlineFaq } from '@mise/contracts';
import type { DatabaseHandle } from '@mise/platform';
import { bearerFor, openTestDatabase } from '@mise/platform/testing';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPages } from '../src/store/schema.js';
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

const support = () =>
  bearerFor(app, 'support-1', {
    role: 'staff',
    staffRole: 'support',
    emailAddress: 'support@mise.test',
  });

async function shopPage(key: string, language: ContentLanguage) {
  const answer = await app.inject({ url: `/api/content-pages/${key}?language=${language}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return contentPageAnswer.parse(answer.json()).page;
}

const editFaq = (language: ContentLanguage, body: string) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/content-pages/faq',
    headers: support(),
    payload: { languages: { [language]: { title: 'FAQ', body } } },
  });

describe('the shipped content pages', () => {
  it('are there in English and French from the first start', async () => {
    for (const key of ['about', 'terms', 'privacy']) {
      const [en, fr] = [await shopPage(key, 'en-CA'), await shopPage(key, 'fr-CA')];
      expect(en.body.length).toBeGreaterThan(1_000);
      expect(fr.title).not.toBe(en.title);
      expect(fr.body).not.toBe(en.body);
    }
    const about = await shopPage('about', 'en-CA');
    expect(about.body).toContain('Sample content');
    expect(about.body.match(/^### /gm)).toHaveLength(7);
    const privacy = await shopPage('privacy', 'en-CA');
    for (const promise of ['argon2', 'Stripe', 'Delete my account', 'Download my data']) {
      expect(privacy.body).toContain(promise);
    }
  });

  it('give a FAQ of five categories and 46 answered questions in each language', async () => {
    const outlines = {
      'en-CA': outlineFaq((await shopPage('faq', 'en-CA')).body),
      'fr-CA': outlineFaq((await shopPage('faq', 'fr-CA')).body),
    };
    expect(outlines['en-CA'].categories.map((category) => category.title)).toEqual([
      'About the product',
      'Delivery',
      'Our Food',
      'My Order',
      'Nutrition',
    ]);
    for (const outline of Object.values(outlines)) {
      expect(outline.categories).toHaveLength(5);
      const questions = outline.categories.flatMap((category) => category.questions);
      expect(questions).toHaveLength(46);
      expect(questions.filter((question) => question.answer === '')).toEqual([]);
    }
    const french = outlines['fr-CA'].categories.flatMap((category) => category.questions);
    expect(french.map((question) => question.question)).toContain("Dois-je m'abonner?");
  });

  it('keep staff edits over a restart, and a page with no row gets its shipped text again', async () => {
    const edited = await editFaq('fr-CA', '## Livraison\n\n### Quand?\nDe 9 h à 21 h.');
    expect(edited.statusCode, edited.body).toBe(200);
    await database.db
      .delete(contentPages)
      .where(and(eq(contentPages.key, 'terms'), eq(contentPages.language, 'en-CA')));
    const shippedTerms = (await shopPage('terms', 'fr-CA')).body;

    await app.close();
    app = await startCatalogOn(database);

    expect((await shopPage('faq', 'fr-CA')).body).toBe(
      '## Livraison\n\n### Quand?\nDe 9 h à 21 h.',
    );
    expect((await shopPage('terms', 'en-CA')).body).toContain('24 hours before its delivery slot');
    expect((await shopPage('terms', 'fr-CA')).body).toBe(shippedTerms);
  }, 30_000);
});

describe('a FAQ edit', () => {
  it('is refused with the rule it breaks when the shop could not list its questions', async () => {
    const before = (await shopPage('faq', 'en-CA')).body;
    const cases = [
      ['Just a paragraph.', 'must have at least one category, a line starting with "## "'],
      ['### Lost?\nYes.\n## Delivery\n### When?\n9 to 9.', 'must start each question'],
      ['## Delivery\n\nNothing asked.', 'category "Delivery" has no question'],
      ['## Delivery\n### When?\n\n### Where?\nHere.', 'question "When?" has no answer'],
    ] as const;
    for (const [body, rule] of cases) {
      const answer = await editFaq('en-CA', body);
      expect(answer.statusCode, body).toBe(400);
      const problem = answer.json();
      expect(problem.fields).toContainEqual({
        field: 'languages.en-CA.body',
        rule: 'faq_outline',
        message: expect.stringContaining(rule),
      });
    }
    expect((await shopPage('faq', 'en-CA')).body).toBe(before);
  });
});
