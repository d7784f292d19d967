import { z } from 'zod';
import {
  createShareUrlAnswer,
  createShareUrlBody,
  resolveShareUrlAnswer,
  shareUrlParams,
} from '../share-url/http.js';
import { type RouteDoc, routeDoc } from './route-doc.js';

const tag = 'share-url';

export const shareUrlRouteDocs: RouteDoc[] = [
  routeDoc({
    method: 'POST',
    path: '/api/share-url',
    summary: 'A short link to a page of the shop: 201 when new, 200 when the page had one',
    tag,
    access: 'public',
    body: createShareUrlBody,
    answers: { 200: createShareUrlAnswer, 201: createShareUrlAnswer },
  }),
  routeDoc({
    method: 'GET',
    path: '/api/share-url/:id',
    summary: 'The page a short link leads to',
    tag,
    access: 'public',
    params: shareUrlParams,
    answers: { 200: resolveShareUrlAnswer },
    problems: [404],
  }),
  routeDoc({
    method: 'GET',
    path: '/s/:id',
    summary: "Follows a short link: to its page, or to the shop's home page when it leads nowhere",
    tag,
    access: 'public',
    // Any text: a link that is not one of the shop's still lands on the home page.
    params: z.object({ id: z.string() }),
    answers: { 302: null },
  }),
];
