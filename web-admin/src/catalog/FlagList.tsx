import { Switch } from '@mui/material';
import { DataTable, List, useNotify, useUpdate } from 'react-admin';
import { useStaffMay } from '../auth';
import type { FlagRecord } from './records';

const Column = DataTable.Col<FlagRecord>;

/** One flag's switch: admins turn it, others see it. Shoppers see a change within a minute. */
function FlagSwitch({ flag }: { flag: FlagRecord }) {
  const mayWrite = useStaffMay('flags.write');
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<FlagRecord>();
  const turn = (enabled: boolean) =>
    update(
      'feature-flags',
      { id: flag.id, data: { enabled }, previousData: flag },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(`${flag.key} is ${enabled ? 'on' : 'off'}; shoppers see it within a minute.`, {
            type: 'success',
          }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'The flag did not change.', {
            type: 'error',
          }),
      },
    );
  return (
    <Switch
      checked={flag.enabled}
      disabled={!mayWrite || isPending}
      onChange={(event) => turn(event.target.checked)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': `${flag.key} ${flag.enabled ? 'on' : 'off'}` } }}
    />
  );
}

/** The shop's flags, each a switch. */
export const FlagList = () => (
  <List sort={{ field: 'id', order: 'ASC' }} perPage={100} pagination={false}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <Column source="key" label="Flag" disableSort />
      <Column label="On" disableSort render={(flag) => <FlagSwitch flag={flag} />} />
    </DataTable>
  </List>
);
