import { z } from 'zod';
import { accountDataAnswer, accountDataPart } from '../account/account-data.js';
import { clientErrorAccepted, clientErrorReport, thirdPartySlots } from '../edge/http.js';
import { readinessAnswer } from '../health.js';
import { type RouteDoc, routeDoc } from './route-doc.js';

const tag = 'gateway';

/** The published document itself, described by its top level: OpenAPI describes the rest. */
const openApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
  components: z.looseObject({}),
});

const page = (path: string, summary: string, mediaType: string): RouteDoc =>
  routeDoc({
    method: 'GET',
    path,
    summary,
    tag,
    access: 'public',
    mediaType,
    answers: { 200: z.string() },
  });

export const gatewayRouteDocs: RouteDoc[] = [
  routeDoc({
    method: 'GET',
    path: '/api/healthz',
    summary: 'Whether the process answers at all',
    tag,
    access: 'public',
    answers: { 200: z.object({ status: z.literal('ok') }) },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/readyz',
    summary: 'Whether every part the shop needs is ready (503 with the checks when not)',
    tag,
    access: 'public',
    answers: { 200: readinessAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This document: the published API as OpenAPI 3.1',
    tag,
    access: 'public',
    answers: { 200: openApiDocument },
  }),
  routeDoc({
    method: 'POST',
    path: '/api/client-errors',
    summary:
      "The shop's report of a failed call or page: logged with its trace and sent to the error webhook, secrets scrubbed (16 KB at most, 30 a minute)",
    tag,
    access: 'public',
    body: clientErrorReport,
    answers: { 202: clientErrorAccepted },
    problems: [413, 429],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/third-party-slots',
    summary: 'The optional third-party scripts the shop loads (each null unless configured)',
    tag,
    access: 'public',
    answers: { 200: thirdPartySlots },
  }),
  page('/api/docs', 'The API reference page', 'text/html'),
  page('/api/docs/start.js', "The reference page's start script", 'text/javascript'),
  page('/api/docs/swagger-ui-bundle.js', "The reference page's Swagger UI", 'text/javascript'),
  page('/api/docs/swagger-ui.css', "The reference page's styles", 'text/css'),
  page(
    '/dev/mail',
    'The mail the shop wrote, newest first (embedded runtime, outside production, from this machine only)',
    'text/html',
  ),
  routeDoc({
    method: 'GET',
    path: '/dev/mail/:id',
    summary: 'One mail, as its recipient sees it (as /dev/mail)',
    tag,
    access: 'public',
    params: z.object({ id: z.string() }),
    mediaType: 'text/html',
    answers: { 200: z.string() },
    problems: [404],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/account-data',
    summary:
      "Everything the shop keeps about the signed-in shopper, one part per service, as a JSON file to download ('Download my data')",
    tag,
    access: 'session',
    answers: { 200: accountDataAnswer },
    problems: [401],
  }),
  routeDoc({
    method: 'GET',
    path: '/api/users/mails/account-data',
    summary: "Notifications' part of the shopper's data export: the mails sent to their address",
    tag: 'notifications',
    access: 'session',
    answers: { 200: accountDataPart },
    problems: [401],
  }),
];
