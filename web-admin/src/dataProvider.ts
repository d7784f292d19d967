import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

/**
 * Staff endpoints live in their owning services under /api/admin/*, and the gateway routes
 * them all, so the whole console talks to one base URL. fetchJson turns a problem+json
 * answer into an HttpError carrying its human `message`, which react-admin then shows.
 */
export const dataProvider = simpleRestProvider('/api/admin', fetchUtils.fetchJson);
