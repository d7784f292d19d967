import {
  adminCatalogListQuery,
  curatedBoxChange,
  extraProductChange,
  idParams,
  influencerChange,
  nutritionProgramChange,
} from '@mise/contracts';
import { badRequest, notFound, parseInput, requireStaff } from '@mise/platform';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  curatedBoxKind,
  type DocumentKind,
  editDocument,
  extraProductKind,
  influencerKind,
  nutritionProgramKind,
  pageOf,
} from '../app/edit-documents.js';
import type { Catalog } from '../domain/catalog.js';
import type { SeedExtraProduct } from '../domain/seed-catalog.js';
import type { AdminCatalogRouteOptions } from './admin-products.js';

type Options = AdminCatalogRouteOptions & { catalog: Catalog };

/**
 * A staff list and edit of one kind of document: everyone on staff reads, operations edit
 * (catalog.write); `guard` may ask more of a change (a price needs an admin and a reason).
 * An edit is kept in the stored catalog, which a restart reads, and answered from at once.
 */
function documentRoutes<Doc extends { id: string; name: string }>(
  kind: DocumentKind<Doc>,
  changeSchema: z.ZodType<Partial<Doc> & { reason?: string }>,
  guard: (request: FastifyRequest, stored: Doc, change: Partial<Doc>, reason?: string) => void = (
    request,
  ) => {
    requireStaff(request, 'catalog.write');
  },
): FastifyPluginAsync<Options> {
  return async (app, { catalog, onEventsCommitted }) => {
    const { db } = app.infra.database;
    const found = async (id: string) => {
      const stored = await kind.read(db, id);
      if (!stored) throw notFound(`No ${kind.recordType.replace('-', ' ')} has the id ${id}.`);
      return stored;
    };

    app.get('/', async (request) => {
      requireStaff(request, 'read');
      const query = parseInput(adminCatalogListQuery, request.query, 'query');
      return pageOf(await kind.readAll(db), query);
    });

    app.get('/:id', async (request) => {
      requireStaff(request, 'read');
      return { data: await found(parseInput(idParams, request.params, 'params').id) };
    });

    app.put('/:id', async (request) => {
      const { id } = parseInput(idParams, request.params, 'params');
      const { reason, ...change } = parseInput(changeSchema, request.body, 'body');
      const stored = await found(id);
      guard(request, stored, change as Partial<Doc>, reason);
      const edited = await editDocument(
        db,
        request,
        kind,
        stored,
        change as Partial<Doc>,
        reason ?? null,
      );
      if (edited.catalog) {
        catalog.replaceWith(edited.catalog);
        onEventsCommitted();
      }
      return { data: edited.document };
    });
  };
}

/** A new price is a price change: for admins, with a reason, as a product's is. */
function guardExtraProduct(
  request: FastifyRequest,
  stored: SeedExtraProduct,
  change: Partial<SeedExtraProduct>,
  reason?: string,
) {
  const repriced = change.priceCents !== undefined && change.priceCents !== stored.priceCents;
  requireStaff(request, repriced ? 'catalog.prices' : 'catalog.write');
  if (repriced && !reason) {
    throw badRequest('A price change must say why.', [
      { field: 'reason', rule: 'required', message: 'must say why the price changes' },
    ]);
  }
}

/** /api/admin/{extra-products, curated-boxes, nutrition-programs, influencers}. */
export const adminDocumentRoutes: FastifyPluginAsync<Options> = async (app, options) => {
  await app.register(
    documentRoutes(extraProductKind, extraProductChange as never, guardExtraProduct),
    { prefix: '/extra-products', ...options },
  );
  await app.register(documentRoutes(curatedBoxKind, curatedBoxChange as never), {
    prefix: '/curated-boxes',
    ...options,
  });
  await app.register(documentRoutes(nutritionProgramKind, nutritionProgramChange as never), {
    prefix: '/nutrition-programs',
    ...options,
  });
  await app.register(documentRoutes(influencerKind, influencerChange as never), {
    prefix: '/influencers',
    ...options,
  });
};
