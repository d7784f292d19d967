import type { PromotionAnswer } from '@mise/contracts';
import { Button } from '@mui/material';
import { Edit, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { useRecordAction } from '../api/useRecordAction';
import { AuditTrail } from '../audit/AuditTrail';
import { useStaffMay } from '../auth';
import { describeDiscount, type PromotionForm, promotionForm, promotionPayload } from './discount';
import { PromotionFields } from './PromotionFields';

function EndButton() {
  const code = useRecordContext<PromotionAnswer & { id: string }>();
  const { run, busy } = useRecordAction('promotions');
  if (!code || code.status === 'ended') return null;
  return (
    <Button
      color="error"
      variant="outlined"
      disabled={busy}
      onClick={() => run(code.id, { action: 'end', body: {} }, `${code.code} has ended.`)}
    >
      End this code now
    </Button>
  );
}

function Summary() {
  const code = useRecordContext<PromotionAnswer & { id: string }>();
  if (!code) return null;
  return (
    <p>
      {code.code}: {describeDiscount(code)} · {code.status} · used {code.redemptions} times
    </p>
  );
}

/** A code: change it or end it (admins), with what staff did to it. */
export function PromotionEdit() {
  const mayWrite = useStaffMay('promotions.write');
  return (
    <Edit
      mutationMode="pessimistic"
      actions={<TopToolbar>{mayWrite && <EndButton />}</TopToolbar>}
      queryOptions={{
        select: (code: PromotionAnswer & { id: string }) => ({ ...code, ...promotionForm(code) }),
      }}
      transform={(form: PromotionForm) => promotionPayload(form, { withCode: false })}
    >
      <SimpleForm toolbar={mayWrite ? undefined : false}>
        <Summary />
        <PromotionFields withCode={false} />
        <AuditTrail recordType="promotion" />
      </SimpleForm>
    </Edit>
  );
}
