import { useState } from 'react';
import { type Identifier, useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider, RecordAction } from './dataProvider';

/**
 * Runs a staff action on a record (`POST /api/admin/orders/:id/refund`), then shows the page
 * again with what the server now holds. Success and refusal each get one sentence: the
 * server's own message when it refuses.
 */
export function useRecordAction(resource: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);

  async function run(id: Identifier, action: RecordAction, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await dataProvider.act(resource, id, action);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The action failed. Try again.', {
        type: 'error',
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
