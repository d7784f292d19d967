import { adminListAnswer } from '@mise/contracts';
import type {
  DataProvider,
  GetListParams,
  GetListResult,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
} from 'react-admin';
import { z } from 'zod';
import { parseAnswer } from './parseAnswer';
import { requestJson } from './requestJson';

/**
 * A resource of the console: where it lives under /api/admin, and its record as the contracts
 * describe it. The services own their staff routes and the gateway routes them all, so the
 * console talks to one base URL. Each resource folder exports its own (`ordersApi`).
 */
export interface ResourceApi {
  path: string;
  record: z.ZodObject;
}

/** react-admin needs `id`; the services name it `_id` (the spec's) or `id`. */
const withId = (record: object): RaRecord => ({
  ...record,
  id: ('id' in record ? record.id : '_id' in record ? record._id : undefined) as Identifier,
});

/**
 * The list query every /api/admin list reads: pages counted from 0 (react-admin counts from
 * 1), the sort, and the filters as they are, empty ones left out.
 */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page - 1));
    query.set('perPage', String(pagination.perPage));
  }
  if (sort?.field && sort.field !== 'id') {
    query.set('sort', sort.field);
    query.set('order', sort.order);
  }
  for (const [name, value] of Object.entries(filter ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return query;
}

const sendJson = (method: string, body: unknown, headers?: Record<string, string>) => ({
  method,
  body: JSON.stringify(body),
  headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
});

/** A staff action on one record (`POST /api/admin/orders/:id/refund`), with its own answer. */
export interface RecordAction {
  action: string;
  body: unknown;
  method?: 'POST' | 'PUT';
  /** For actions that must happen once, whatever the retries (refunds). */
  idempotencyKey?: string;
}

export type ConsoleDataProvider = DataProvider & {
  act(resource: string, id: Identifier, action: RecordAction): Promise<{ data: RaRecord }>;
};

/**
 * The console's one data provider, over the resources given. Problem+json answers become
 * errors carrying the server's human `message` (requestJson), which react-admin then shows.
 */
export function consoleDataProvider(resources: Record<string, ResourceApi>): ConsoleDataProvider {
  function resourceOf(resource: string) {
    const known = resources[resource];
    if (!known) throw new Error(`The console has no resource named ${resource}.`);
    return known;
  }

  const urlOf = (resource: string, ...rest: Identifier[]) =>
    [
      '/api/admin',
      resourceOf(resource).path,
      ...rest.map((part) => encodeURIComponent(String(part))),
    ].join('/');

  const listAnswerOf = (resource: string) => adminListAnswer(resourceOf(resource).record);
  const recordAnswerOf = (resource: string) => z.object({ data: resourceOf(resource).record });

  async function getList(resource: string, params: Partial<GetListParams>): Promise<GetListResult> {
    const { json } = await requestJson(`${urlOf(resource)}?${listQuery(params)}`);
    const { data, total } = parseAnswer(listAnswerOf(resource), json);
    return { data: data.map(withId), total };
  }

  async function getOne(resource: string, id: Identifier) {
    const { json } = await requestJson(urlOf(resource, id));
    return { data: withId(parseAnswer(recordAnswerOf(resource), json).data) };
  }

  return {
    getOne: (resource, { id }) => getOne(resource, id) as never,
    getMany: async (resource, { ids }) => ({
      data: (await Promise.all(ids.map((id) => getOne(resource, id)))).map(
        ({ data }) => data,
      ) as never,
    }),
    getManyReference: (resource, params: GetManyReferenceParams) =>
      getList(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      }) as never,
    getList: (resource, params) => getList(resource, params) as never,
    update: async (resource, { id, data }) => {
      const { json } = await requestJson(urlOf(resource, id), sendJson('PUT', data));
      return { data: withId(parseAnswer(recordAnswerOf(resource), json).data) } as never;
    },
    create: async (resource, { data }) => {
      const { json } = await requestJson(urlOf(resource), sendJson('POST', data));
      return { data: withId(parseAnswer(recordAnswerOf(resource), json).data) } as never;
    },
    delete: async (resource, { id, previousData }) => {
      await requestJson(urlOf(resource, id), { method: 'DELETE' });
      return { data: (previousData ?? { id }) as never };
    },
    updateMany: () => Promise.reject(new Error('The console changes one record at a time.')),
    deleteMany: () => Promise.reject(new Error('The console ends one record at a time.')),
    act: async (resource, id, { action, body, method = 'POST', idempotencyKey }) => {
      const headers: Record<string, string> = idempotencyKey
        ? { 'Idempotency-Key': idempotencyKey }
        : {};
      const { json } = await requestJson(
        urlOf(resource, id, action),
        sendJson(method, body, headers),
      );
      return { data: withId(parseAnswer(recordAnswerOf(resource), json).data) };
    },
  };
}
