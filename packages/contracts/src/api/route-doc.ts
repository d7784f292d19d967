import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: anyone; a signed-in shopper (session cookie or bearer); staff with a permission. */
export type RouteAccess = 'public' | 'session' | { staff: string /* a staffPermissions key */ };

/** One route as the published API describes it: what it takes, what it answers, who may call. */
export interface RouteDoc {
  method: HttpMethod;
  /** Fastify's form, as registered: '/api/orders/:id' */
  path: string;
  summary: string;
  /** The owning service's name, e.g. 'orders-payments' (the OpenAPI tag) */
  tag: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads beyond the session (Idempotency-Key), by lower-case name. */
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Success answers by status; null = no body (204, redirects). */
  answers: Partial<Record<200 | 201 | 202 | 204 | 301 | 302 | 303, z.ZodType | null>>;
  /** The success answers' media type, when not application/json (a page, a picture). */
  mediaType?: string;
  /** 4xx statuses it may answer besides 400 (always there when it has params/query/headers/body), e.g. [401, 404, 409]. */
  problems?: number[];
}

export const routeDoc = (doc: RouteDoc): RouteDoc => doc;
