import type { AccountDataAnswer, DeleteAccountBody } from '@mise/contracts';
import { apiFetch } from '@/shared/api/http';

/** GET /api/account-data: everything the shop keeps about the signed-in shopper. */
export function fetchAccountData(): Promise<AccountDataAnswer> {
  return apiFetch<AccountDataAnswer>('/account-data');
}

/** The name the export is saved under: the shop's and the day's, e.g. mise-data-2026-11-27.json. */
export const exportFileName = (exportedAt: string) => `mise-data-${exportedAt.slice(0, 10)}.json`;

/**
 * Hands the export to the browser as a file to save. Fetched rather than linked, so that the
 * page can show progress while the services gather it and say so if it fails.
 */
export function saveAsFile(data: AccountDataAnswer): void {
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** DELETE /api/users/me, with the password, or the typed e-mail for a social-only account. */
export function deleteAccount(proof: DeleteAccountBody): Promise<void> {
  return apiFetch<void>('/users/me', { method: 'DELETE', body: proof });
}
