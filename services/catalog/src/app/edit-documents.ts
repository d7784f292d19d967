import { auditStaffAction, type Database, type Queryable, unprocessable } from '@mise/platform';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  type SeedCatalog,
  type SeedCuratedBox,
  type SeedExtraProduct,
  type SeedInfluencer,
  seedCuratedBox,
  seedExtraProduct,
  seedInfluencer,
  seedNutritionProgram,
} from '../domain/seed-catalog.js';
import { curatedBoxes, extraProducts, influencers, outbox, vocabularies } from '../store/schema.js';
import { newCatalogVersion } from './new-catalog-version.js';

type SeedNutritionProgram = z.infer<typeof seedNutritionProgram>;

/**
 * One kind of the catalog's smaller documents staff edit whole (extra products, curated boxes,
 * nutrition programs, influencers): where it is stored, and the seed file's rules it keeps.
 */
export interface DocumentKind<Doc extends { id: string; name: string }> {
  /** The audit's record type and action. */
  recordType: string;
  action: string;
  schema: z.ZodType<Doc>;
  read(db: Queryable, id: string, lock?: boolean): Promise<Doc | undefined>;
  readAll(db: Queryable): Promise<Doc[]>;
  write(tx: Queryable, document: Doc): Promise<void>;
}

const first = <T>(rows: T[]) => rows[0];

export const extraProductKind: DocumentKind<SeedExtraProduct> = {
  recordType: 'extra-product',
  action: 'extra-products.edit',
  schema: seedExtraProduct,
  async read(db, id, lock = false) {
    const select = db.select().from(extraProducts).where(eq(extraProducts.id, id));
    return first(await (lock ? select.for('update') : select))?.document;
  },
  async readAll(db) {
    const rows = await db.select().from(extraProducts).orderBy(asc(extraProducts.id));
    return rows.map((row) => row.document);
  },
  async write(tx, document) {
    await tx
      .update(extraProducts)
      .set({ category: document.category, document })
      .where(eq(extraProducts.id, document.id));
  },
};

export const curatedBoxKind: DocumentKind<SeedCuratedBox> = {
  recordType: 'curated-box',
  action: 'curated-boxes.edit',
  schema: seedCuratedBox,
  async read(db, id, lock = false) {
    const select = db.select().from(curatedBoxes).where(eq(curatedBoxes.id, id));
    return first(await (lock ? select.for('update') : select))?.document;
  },
  async readAll(db) {
    const rows = await db.select().from(curatedBoxes).orderBy(asc(curatedBoxes.position));
    return rows.map((row) => row.document);
  },
  async write(tx, document) {
    await tx.update(curatedBoxes).set({ document }).where(eq(curatedBoxes.id, document.id));
  },
};

const programRow = (id: string) =>
  and(eq(vocabularies.kind, 'nutritionPrograms'), eq(vocabularies.id, id));

export const nutritionProgramKind: DocumentKind<SeedNutritionProgram> = {
  recordType: 'nutrition-program',
  action: 'nutrition-programs.edit',
  schema: seedNutritionProgram,
  async read(db, id, lock = false) {
    const select = db.select().from(vocabularies).where(programRow(id));
    return first(await (lock ? select.for('update') : select))?.document as
      | SeedNutritionProgram
      | undefined;
  },
  async readAll(db) {
    const rows = await db
      .select()
      .from(vocabularies)
      .where(eq(vocabularies.kind, 'nutritionPrograms'))
      .orderBy(asc(vocabularies.position));
    return rows.map((row) => row.document as SeedNutritionProgram);
  },
  async write(tx, document) {
    await tx.update(vocabularies).set({ document }).where(programRow(document.id));
  },
};

export const influencerKind: DocumentKind<SeedInfluencer> = {
  recordType: 'influencer',
  action: 'influencers.edit',
  schema: seedInfluencer,
  async read(db, id, lock = false) {
    const select = db.select().from(influencers).where(eq(influencers.id, id));
    return first(await (lock ? select.for('update') : select))?.document;
  },
  async readAll(db) {
    const rows = await db.select().from(influencers).orderBy(asc(influencers.id));
    return rows.map((row) => row.document);
  },
  async write(tx, document) {
    await tx
      .update(influencers)
      .set({ handle: document.handle, document })
      .where(eq(influencers.id, document.id));
  },
};

/** The documents matching a staff list's search, sorted and paged, and how many match. */
export function pageOf<Doc extends { id: string; name: string }>(
  documents: Doc[],
  query: { q?: string; sort: 'name' | 'id'; order: 'ASC' | 'DESC'; page: number; perPage: number },
): { data: Doc[]; total: number } {
  const text = query.q?.toLowerCase();
  const matching = text
    ? documents.filter(
        (doc) => doc.name.toLowerCase().includes(text) || doc.id.toLowerCase().includes(text),
      )
    : documents;
  const sign = query.order === 'ASC' ? 1 : -1;
  const sorted = [...matching].sort(
    (a, b) => sign * a[query.sort].localeCompare(b[query.sort], 'en', { sensitivity: 'base' }),
  );
  const start = query.page * query.perPage;
  return { data: sorted.slice(start, start + query.perPage), total: matching.length };
}

/**
 * Staff's edit of one document: the fields given replace the stored ones, the seed file's
 * rules and the whole catalog's are checked again, and the document, the catalog's new version
 * and the audit entry commit together. Answers the document as stored and, when it changed,
 * the catalog it is now part of, for the service to answer from.
 */
export async function editDocument<Doc extends { id: string; name: string }>(
  db: Database,
  request: FastifyRequest,
  kind: DocumentKind<Doc>,
  document: Doc,
  change: Partial<Doc>,
  reason: string | null,
): Promise<{ document: Doc; catalog?: SeedCatalog }> {
  return db.transaction(async (tx) => {
    const stored = (await kind.read(tx, document.id, true)) ?? document;
    const checked = kind.schema.safeParse({ ...stored, ...change });
    if (!checked.success) {
      throw unprocessable(
        `The edited ${kind.recordType.replace('-', ' ')} breaks the catalog’s rules.`,
        checked.error.issues.map((issue) => ({
          field: issue.path.join('.') || 'body',
          rule: issue.code,
          message: issue.message,
        })),
      );
    }
    const next = checked.data;
    if (JSON.stringify(next) === JSON.stringify(stored)) return { document: stored };
    await kind.write(tx, next);
    const catalog = await newCatalogVersion(tx);
    await auditStaffAction(tx, outbox, request, 'catalog', {
      action: kind.action,
      record: { type: kind.recordType, id: next.id },
      reason,
      before: stored as Record<string, unknown>,
      after: next as Record<string, unknown>,
    });
    return { document: next, catalog };
  });
}
