import type { PantryRowAnswer } from '@mise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/shared/api/problem-text';
import { formatQuantity, shortDate } from '@/shared/pantry/amounts';
import { pantryQueryKey, removeFromPantry } from '@/shared/pantry/pantry-calls';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { editPantry } from '../api/pantry-calls';
import { changesToSave, type PantryEdits } from '../hooks/use-pantry-edits';
import styles from './save-dialogs.module.css';

type SaveDialogsProps = {
  open: boolean;
  onClose: () => void;
  rows: readonly PantryRowAnswer[];
  edits: PantryEdits;
  onSaved: () => void;
};

/**
 * Saving edit mode's changes (document 2 §4 "Pantry"): the review popup lists them; its Save
 * opens the confirm popup when something is pending, else closes; Skip closes. Confirming
 * removes the marked rows' lots, then sends the edits of the lots kept.
 */
export function SaveDialogs({ open, onClose, rows, edits, onSaved }: SaveDialogsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { removedLots, keptEdits } = changesToSave(rows, edits.removals, edits.edits);
  const save = useMutation({
    mutationFn: async () => {
      let answer = removedLots.length > 0 ? await removeFromPantry(removedLots) : undefined;
      if (keptEdits.length > 0) answer = await editPantry({ items: [...keptEdits] });
      return answer;
    },
    onSuccess: (answer) => {
      if (answer) queryClient.setQueryData(pantryQueryKey, answer);
      setConfirming(false);
      onSaved();
    },
    // A removal may have gone through before an edit failed: the list shows what is held.
    onError: () => void queryClient.invalidateQueries({ queryKey: pantryQueryKey }),
  });

  function close() {
    save.reset();
    setConfirming(false);
    onClose();
  }

  if (confirming) {
    return (
      <Dialog open={open} onClose={close} title={t('pantry.confirmTitle')}>
        <DialogBody>
          <p>{t('pantry.confirmText')}</p>
          {save.isError && (
            <p role="alert" className={styles.problem}>
              {problemText(save.error, t('pantry.saveFailed'), t)}
            </p>
          )}
        </DialogBody>
        <DialogActions>
          <button type="button" className={actions.secondary} onClick={() => setConfirming(false)}>
            {t('pantry.back')}
          </button>
          <button
            type="button"
            className={actions.primary}
            disabled={save.isPending}
            onClick={() => save.mutate()}
          >
            {save.isPending ? t('pantry.saving') : t('pantry.confirm')}
          </button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={close} title={t('pantry.reviewTitle')}>
      <DialogBody>
        <ReviewList rows={rows} edits={edits} />
      </DialogBody>
      <DialogActions>
        <button type="button" className={actions.secondary} onClick={close}>
          {t('pantry.skip')}
        </button>
        <button
          type="button"
          className={actions.primary}
          onClick={() => (edits.hasChanges ? setConfirming(true) : close())}
        >
          {t('pantry.save')}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** What saving will change, row by row, in the shopper's words. */
function ReviewList({ rows, edits }: { rows: readonly PantryRowAnswer[]; edits: PantryEdits }) {
  const { t, i18n } = useTranslation();
  if (!edits.hasChanges) return <p>{t('pantry.nothingToSave')}</p>;
  const removed = rows.filter((row) => edits.removals.has(row.ingredientId));
  const changed = rows.flatMap((row) =>
    row.lots.flatMap((lot) => {
      const edit = edits.edits.find((entry) => entry.id === lot.id);
      if (!edit || edits.removals.has(row.ingredientId)) return [];
      const parts = [
        edit.quantity === undefined
          ? null
          : `${formatQuantity(edit.quantity, i18n.language)} ${row.units}`,
        edit.expiryDate === undefined
          ? null
          : edit.expiryDate === null
            ? t('pantry.noExpiry')
            : t('pantry.expires', { date: shortDate(edit.expiryDate) }),
      ].filter((part) => part !== null);
      return [
        { id: lot.id, text: t('pantry.changed', { name: row.name, change: parts.join(', ') }) },
      ];
    }),
  );
  return (
    <ul className={styles.changes}>
      {removed.map((row) => (
        <li key={row.ingredientId}>{t('pantry.removed', { name: row.name })}</li>
      ))}
      {changed.map((entry) => (
        <li key={entry.id}>{entry.text}</li>
      ))}
    </ul>
  );
}
