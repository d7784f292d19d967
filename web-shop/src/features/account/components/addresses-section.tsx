import { type Address, MAX_ADDRESSES, type UserAnswer } from '@mise/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Province } from '@/shared/address/province';
import {
  type AddressDraft,
  draftOf,
  emptyAddressDraft,
  withAddress,
  withoutAddress,
  withPrimary,
} from '../api/addresses';
import { useSaveProblems } from '../hooks/use-save-problems';
import { useUpdateUser } from '../hooks/use-update-user';
import { AddressForm } from './address-form';
import formStyles from './form.module.css';
import styles from './saved-list.module.css';

/** Which address the form is open for: an index in the list, or null for a new one. */
type Editing = { index: number | null };
/** What the last save was: the form's address (at its place in the list), or a list change. */
type LastSave = { from: 'form'; at: number } | { from: 'list' };

/** The delivery addresses: add, edit, remove, and which one is the primary. */
export function AddressesSection({ user }: { user: UserAnswer }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [lastSave, setLastSave] = useState<LastSave>({ from: 'list' });
  const save = useUpdateUser(user._id, () => {
    if (lastSave.from === 'form') setEditing(null);
  });
  const listProblem = useSaveProblems(lastSave.from === 'list' ? save.error : null, {}).general;
  const { addresses } = user;
  const edited = editing?.index == null ? undefined : addresses[editing.index];

  function saveList(list: Address[]) {
    setLastSave({ from: 'list' });
    save.mutate({ addresses: list });
  }

  function saveForm(draft: AddressDraft & { province: Province }) {
    const next = withAddress(addresses, editing?.index ?? null, draft);
    setLastSave({ from: 'form', at: next.at });
    save.mutate({ addresses: next.addresses });
  }

  function open(index: number | null) {
    save.reset();
    setEditing({ index });
  }

  return (
    <section className={formStyles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={formStyles.sectionTitle}>
        {t('settings.addresses.title')}
      </h2>
      {addresses.length === 0 ? (
        <p className={formStyles.lead}>{t('settings.addresses.none')}</p>
      ) : (
        <ul className={styles.list}>
          {addresses.map((address, index) => (
            <li key={addressKey(address)} className={styles.entry}>
              <AddressLines address={address} />
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => open(index)}
                  disabled={save.isPending}
                  aria-label={t('settings.addresses.editOne', { address: address.lineOne })}
                >
                  {t('settings.addresses.edit')}
                </button>
                {!address.primary && (
                  <button
                    type="button"
                    className={styles.action}
                    onClick={() => saveList(withPrimary(addresses, index))}
                    disabled={save.isPending}
                    aria-label={t('settings.addresses.makePrimaryOne', {
                      address: address.lineOne,
                    })}
                  >
                    {t('settings.addresses.makePrimary')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => saveList(withoutAddress(addresses, index))}
                  disabled={save.isPending}
                  aria-label={t('settings.addresses.removeOne', { address: address.lineOne })}
                >
                  {t('settings.addresses.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {listProblem && (
        <p role="alert" className={formStyles.formProblem}>
          {listProblem}
        </p>
      )}
      {editing ? (
        <AddressForm
          key={editing.index ?? 'new'}
          initial={
            edited ? draftOf(edited) : { ...emptyAddressDraft, primary: addresses.length === 0 }
          }
          isNew={editing.index === null}
          onSave={saveForm}
          onCancel={() => setEditing(null)}
          isSaving={save.isPending}
          error={lastSave.from === 'form' ? save.error : null}
          sentAt={lastSave.from === 'form' ? lastSave.at : -1}
        />
      ) : (
        addresses.length < MAX_ADDRESSES && (
          <div className={formStyles.buttons}>
            <button type="button" className={formStyles.secondary} onClick={() => open(null)}>
              {t('settings.addresses.add')}
            </button>
          </div>
        )
      )}
    </section>
  );
}

/** Addresses have no id: what they say tells them apart. */
const addressKey = (address: Address) =>
  [address.lineOne, address.lineTwo, address.city, address.postalCode].join('|');

function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation();
  return (
    <div className={styles.lines}>
      {address.primary && <p className={styles.badge}>{t('settings.addresses.primary')}</p>}
      <p>{address.lineOne}</p>
      {address.lineTwo && <p>{address.lineTwo}</p>}
      <p>
        {t('settings.addresses.cityLine', {
          city: address.city,
          province: address.province,
          postalCode: address.postalCode,
        })}
      </p>
      {address.deliveryInstructions && (
        <p className={styles.note}>{address.deliveryInstructions}</p>
      )}
    </div>
  );
}
