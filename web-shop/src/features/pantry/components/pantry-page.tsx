import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMoney } from '@/shared/format/use-money';
import { pantryQuery } from '@/shared/pantry/pantry-calls';
import { SignedInOnly } from '@/shared/session/signed-in-only';
import listing from '@/shared/ui/listing-page.module.css';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { type PantryEdits, usePantryEdits } from '../hooks/use-pantry-edits';
import { AddIngredientsDialog } from './add-ingredients-dialog';
import { PantryList } from './pantry-list';
import styles from './pantry-page.module.css';
import { SaveDialogs } from './save-dialogs';

/** /manage-groceries: the signed-in shopper's Digital Pantry (spec 2.8). */
export function PantryPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly signedOutTitle={t('pantry.signedOut')}>{() => <DigitalPantry />}</SignedInOnly>
  );
}

function DigitalPantry() {
  const { t } = useTranslation();
  const pantry = useQuery(pantryQuery);
  const money = useMoney();
  const edits = usePantryEdits();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const searchId = useId();
  const rows = pantry.data?.userPantryItems ?? [];
  const wastedCents = pantry.data?.wastedThisMonth.cents ?? 0;
  const words = search.trim().toLowerCase();
  const shown = words ? rows.filter((row) => row.name.toLowerCase().includes(words)) : rows;

  return (
    <div className={listing.page}>
      <div className={styles.head}>
        <h1 className={listing.title}>{t('pantry.title')}</h1>
        <button type="button" className={styles.add} onClick={() => setAdding(true)}>
          {t('pantry.add')}
        </button>
      </div>
      <p className={listing.intro}>
        <Link to="/use-pantry?source=groceries">{t('pantry.usePantry.link')}</Link>
      </p>
      {wastedCents > 0 && (
        <p className={styles.wasted}>{t('pantry.wasted', { amount: money(wastedCents) })}</p>
      )}
      {pantry.isPending ? (
        <Spinner />
      ) : pantry.isError ? (
        <MessagePanel title={t('pantry.failed')} role="alert">
          <button
            type="button"
            className={styles.secondary}
            onClick={() => void pantry.refetch()}
            disabled={pantry.isFetching}
          >
            {t('pantry.retry')}
          </button>
        </MessagePanel>
      ) : rows.length === 0 ? (
        <MessagePanel title={t('pantry.empty')} role="status">
          <p>{t('pantry.emptyHint')}</p>
        </MessagePanel>
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={styles.search}>
              <label htmlFor={searchId} className="visually-hidden">
                {t('pantry.search')}
              </label>
              <input
                id={searchId}
                type="search"
                className={styles.searchInput}
                placeholder={t('pantry.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
            <EditControls edits={edits} onReview={() => setReviewing(true)} />
          </div>
          {shown.length === 0 ? (
            <MessagePanel title={t('pantry.noMatch', { search: search.trim() })} role="status" />
          ) : (
            <PantryList rows={shown} edits={edits} />
          )}
        </>
      )}
      <AddIngredientsDialog open={adding} onClose={() => setAdding(false)} />
      <SaveDialogs
        open={reviewing}
        onClose={() => setReviewing(false)}
        rows={rows}
        edits={edits}
        onSaved={() => {
          setReviewing(false);
          edits.stopEditing();
        }}
      />
    </div>
  );
}

function EditControls({ edits, onReview }: { edits: PantryEdits; onReview: () => void }) {
  const { t } = useTranslation();
  if (!edits.editing) {
    return (
      <button type="button" className={styles.secondary} onClick={edits.startEditing}>
        {t('pantry.edit')}
      </button>
    );
  }
  return (
    <div className={styles.editButtons}>
      <button type="button" className={styles.secondary} onClick={edits.stopEditing}>
        {t('pantry.cancelEdit')}
      </button>
      <button type="button" className={styles.primary} onClick={onReview}>
        {t('pantry.review')}
      </button>
    </div>
  );
}
