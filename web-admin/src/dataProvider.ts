import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { requestJson } from './api/requestJson';
import { STAFF_ACCESS, staffAccessPage } from './staffAccess';

/**
 * Staff endpoints live in their owning services under /api/admin/*, and the gateway routes
 * them all, so the whole console talks to one base URL. Problem+json answers become errors
 * carrying the server's human `message`, which react-admin then shows.
 */
const adminApi = simpleRestProvider('/api/admin', requestJson);

/** The simple-rest dialect, except for the resources whose service answers in its own. */
export const dataProvider: DataProvider = {
  ...adminApi,
  getList: (resource, params) =>
    resource === STAFF_ACCESS ? staffAccessPage(params) : adminApi.getList(resource, params),
};
