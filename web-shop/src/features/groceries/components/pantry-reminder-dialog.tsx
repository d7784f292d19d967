import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pantryQuery } from '@/shared/pantry/pantry-calls';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import {
  isReminderOff,
  pantryWorthReviewing,
  rememberReminded,
  setReminderOff,
  wasRemindedThisVisit,
} from '../api/pantry-reminder';
import styles from './pantry-reminder-dialog.module.css';

/**
 * 'Save time with groceries' (spec 2.8): shown on the grocery list once per visit to a
 * signed-in shopper whose pantry is worth reviewing (api/pantry-reminder), unless they asked not
 * to see it again.
 */
export function PantryReminderDialog() {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const pantry = useQuery({ ...pantryQuery, enabled: isSignedIn });
  const [open, setOpen] = useState(false);
  const [off, setOff] = useState(() => isReminderOff(localStorage));
  const checkboxId = useId();
  const rows = pantry.data?.userPantryItems;

  useEffect(() => {
    if (!rows || isReminderOff(localStorage) || wasRemindedThisVisit(sessionStorage)) return;
    rememberReminded(sessionStorage);
    if (pantryWorthReviewing(rows)) setOpen(true);
  }, [rows]);

  function changeOff(checked: boolean) {
    setOff(checked);
    setReminderOff(localStorage, checked);
  }

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('groceries.reminder.title')}>
      <DialogBody>
        <p className={styles.body}>{t('groceries.reminder.body')}</p>
        <label htmlFor={checkboxId} className={styles.dontShow}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={off}
            onChange={(event) => changeOff(event.target.checked)}
          />
          {t('groceries.reminder.dontShowAgain')}
        </label>
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={() => setOpen(false)}>
          {t('groceries.reminder.close')}
        </button>
        <ButtonLink to="/manage-groceries" className={styles.manage}>
          {t('groceries.reminder.manage')}
        </ButtonLink>
      </DialogActions>
    </Dialog>
  );
}
