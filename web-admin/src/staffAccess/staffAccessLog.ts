import { auditLogAnswer } from '@mise/contracts';
import type { GetListParams, GetListResult } from 'react-admin';
import { parseAnswer } from '../api/parseAnswer';
import { requestJson } from '../api/requestJson';

export const STAFF_ACCESS = 'staff-access';

const firstPage = { page: 1, perPage: 50 };

/**
 * One page of the identity service's audit log, newest first whatever the sort asked: the
 * service pages it its own way (page/perPage in, entries/total out), not simple-rest's.
 */
export async function staffAccessPage({ pagination }: GetListParams): Promise<GetListResult> {
  const { page, perPage } = pagination ?? firstPage;
  // react-admin counts pages from 1, the API from 0.
  const query = new URLSearchParams({ page: String(page - 1), perPage: String(perPage) });
  const { json } = await requestJson(`/api/admin/identity/audit-log?${query}`);
  const { entries, total } = parseAnswer(auditLogAnswer, json);
  return { data: entries, total };
}
