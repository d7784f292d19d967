import type { RouteDoc } from './route-doc.js';

/** Every route of the shop's published API, from each owner's catalogue. */
export const apiRouteDocs: RouteDoc[] = [];
