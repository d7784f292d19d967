import { problem, staffPermissions } from '@mise/contracts';
import type { RouteDoc } from '@mise/contracts/api';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/session.js';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface ApiDocumentOptions {
  version: string;
  /** Paths the edge counts tries on (rate-limits.ts): they may answer 429. */
  rateLimitedPaths: readonly string[];
}

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };

const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  400: 'The input broke a rule: each field at fault is named with the rule',
  401: 'Not signed in, or the session ended',
  403: 'Signed in, but not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'Gone',
  412: 'Precondition failed',
  413: 'Too large',
  415: 'Unsupported media type',
  422: 'Understood, but cannot be done',
  423: 'Locked',
  428: 'Precondition required',
  429: 'Too many tries: wait the seconds given in Retry-After',
};

/**
 * The shop's published API as OpenAPI 3.1, from the routes' own zod contracts: what each route
 * takes is the schema it parses with (as a client sends it), what it answers the schema of its
 * answer (as the server writes it). Every refusal is RFC 9457 problem+json.
 */
export function apiDocument(routes: readonly RouteDoc[], options: ApiDocumentOptions) {
  const components = new SchemaComponents();
  const paths: Record<string, Record<string, Operation>> = {};
  const limited = new Set(options.rateLimitedPaths);
  for (const route of routes) {
    const path = openApiPath(route.path);
    const operations = paths[path] ?? {};
    paths[path] = operations;
    const method = route.method.toLowerCase();
    if (operations[method]) throw new Error(`${route.method} ${route.path} is described twice`);
    operations[method] = operation(route, components, limited.has(route.path));
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Mise API',
      version: options.version,
      description:
        'Meal plans and grocery delivery. Signed-in calls carry the session cookie or the same token as a bearer; staff calls need a staff session whose role has the permission named on the route. Every refusal is application/problem+json (RFC 9457) with a sentence for a person in `message` and, for bad input, each field at fault in `fields`.',
    },
    tags: [...new Set(routes.map((route) => route.tag))].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Problem: toJsonSchema(problem, 'output'), ...components.schemas },
      securitySchemes: {
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session the shop sets at sign-in (httpOnly, SameSite=Lax).',
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The same session token, as answered by POST /api/auth/login.',
        },
      },
    },
  };
}

export type ApiDocument = ReturnType<typeof apiDocument>;

/** Fastify's `/api/orders/:orderId` is OpenAPI's `/api/orders/{orderId}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operation(route: RouteDoc, components: SchemaComponents, rateLimited: boolean) {
  const { access } = route;
  const staff = typeof access === 'object' ? access.staff : undefined;
  const problems = new Set(route.problems);
  if (route.params || route.query || route.headers || route.body) problems.add(400);
  if (access !== 'public') problems.add(401);
  if (staff) problems.add(403);
  if (rateLimited) problems.add(429);
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.answers)) {
    responses[status] = answer(Number(status), schema, components, route.mediaType);
  }
  for (const status of [...problems].sort((a, b) => a - b)) {
    responses[String(status)] = {
      description: REASONS[status] ?? 'Refused',
      content: { 'application/problem+json': { schema: PROBLEM_REF } },
    };
  }
  responses['4XX'] = {
    description: 'Any other refusal',
    content: { 'application/problem+json': { schema: PROBLEM_REF } },
  };
  const roles = staff ? staffPermissions[staff as keyof typeof staffPermissions] : undefined;
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(staff
      ? {
          description: `Staff only: needs the permission \`${staff}\` (roles: ${roles?.join(', ') ?? 'none'}).`,
        }
      : {}),
    operationId: operationId(route),
    ...(access === 'public' ? {} : { security: [{ sessionCookie: [] }, { bearer: [] }] }),
    parameters: [
      ...pathParameters(route, components),
      ...namedParameters('query', route.query, components),
      ...namedParameters('header', route.headers, components),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: !route.body.safeParse(undefined).success,
            content: { 'application/json': { schema: components.add(route.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

function answer(
  status: number,
  schema: z.ZodType | null | undefined,
  components: SchemaComponents,
  mediaType = 'application/json',
) {
  const description = REASONS[status] ?? 'Answered';
  if (!schema) return { description };
  return { description, content: { [mediaType]: { schema: components.add(schema, 'output') } } };
}

const operationId = ({ method, path }: RouteDoc) =>
  [method.toLowerCase(), ...path.split('/').filter(Boolean)]
    .map((part) => part.replace(/^:/, 'by-').replace(/[^A-Za-z0-9]+/g, '_'))
    .join('_');

/** Every `:name` of the path is a required path parameter, typed by the route's params schema. */
function pathParameters(route: RouteDoc, components: SchemaComponents) {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => name as string);
  const properties = route.params ? objectProperties(route.params, components) : {};
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name]?.schema ?? { type: 'string' },
  }));
}

/** Each property of a query or headers schema is one parameter of that place. */
function namedParameters(
  place: 'query' | 'header',
  schema: z.ZodType | undefined,
  components: SchemaComponents,
) {
  if (!schema) return [];
  return Object.entries(objectProperties(schema, components)).map(
    ([name, { schema: property, required }]) => ({ name, in: place, required, schema: property }),
  );
}

function objectProperties(schema: z.ZodType, components: SchemaComponents) {
  const json = components.add(schema, 'input');
  const required = new Set((json.required as string[] | undefined) ?? []);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [
      name,
      { schema: property, required: required.has(name) },
    ]),
  );
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Refinements and transforms have no JSON Schema: what they allow is left open (`{}`).
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ jsonSchema }) => sameTypedTuple(jsonSchema),
  });
  return json;
}

/**
 * A tuple whose places all have one schema ([min, max] ranges) is written as an array of that
 * schema with its length fixed: the same values, in the form every client reads (Schemathesis
 * validates answers with `prefixItems` as if it were the old array form of `items`).
 */
function sameTypedTuple(json: JsonSchema): void {
  const places = json.prefixItems;
  if (!Array.isArray(places) || places.length === 0 || json.items !== false) return;
  const first = JSON.stringify(places[0]);
  if (!places.every((place) => JSON.stringify(place) === first)) return;
  json.items = places[0];
  delete json.prefixItems;
}

/**
 * JSON Schemas of the routes' contracts. A recursive shape refers to itself (`#`) or to its own
 * definitions (`#/$defs/...`); inside an OpenAPI document `#` is the document's root, so such a
 * shape moves to the document's components, its references with it.
 */
class SchemaComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private count = 0;

  add(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { $defs, ...json } = toJsonSchema(schema, io);
    const selfReferring = JSON.stringify(json).includes('"$ref":"#"');
    if (!$defs && !selfReferring) return json;
    const name = `Shape${++this.count}`;
    const moved = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(moved);
      if (typeof value !== 'object' || value === null) return value;
      return Object.fromEntries(
        Object.entries(value).map(([key, child]) => [
          key,
          key === '$ref' && typeof child === 'string' ? movedReference(child, name) : moved(child),
        ]),
      );
    };
    for (const [definition, definedAs] of Object.entries(
      ($defs ?? {}) as Record<string, JsonSchema>,
    )) {
      this.schemas[`${name}_${definition}`] = moved(definedAs) as JsonSchema;
    }
    if (!selfReferring) return moved(json) as JsonSchema;
    this.schemas[name] = moved(json) as JsonSchema;
    return { $ref: `#/components/schemas/${name}` };
  }
}

const movedReference = (reference: string, name: string) =>
  reference === '#'
    ? `#/components/schemas/${name}`
    : reference.replace('#/$defs/', `#/components/schemas/${name}_`);
