import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProvince, type Province } from '@/shared/address/province';
import { ProvinceSelect } from '@/shared/address/province-select';
import { TextField } from '@/shared/ui/text-field/text-field';
import { type AddressDraft, missingFields } from '../api/addresses';
import { useSaveProblems } from '../hooks/use-save-problems';
import styles from './form.module.css';

type AddressFormProps = {
  initial: AddressDraft;
  isNew: boolean;
  onSave: (draft: AddressDraft & { province: Province }) => void;
  onCancel: () => void;
  isSaving: boolean;
  /** The last save's failure, and where in the list the address was sent. */
  error: unknown;
  sentAt: number;
};

type Field = keyof AddressDraft;

/**
 * One address, added or edited. The form checks only what is missing; the postal code's format
 * and the rest are the server's to judge, and its words show under the field it names.
 */
export function AddressForm({
  initial,
  isNew,
  onSave,
  onCancel,
  isSaving,
  error,
  sentAt,
}: AddressFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const titleId = useId();

  const fieldLabels: Record<Exclude<Field, 'primary'>, string> = {
    lineOne: t('settings.addresses.lineOne'),
    lineTwo: t('settings.addresses.lineTwo'),
    city: t('settings.addresses.city'),
    province: t('settings.addresses.province'),
    postalCode: t('settings.addresses.postalCode'),
    deliveryInstructions: t('settings.addresses.deliveryInstructions'),
  };
  const serverPath = (field: Field) => `addresses.${sentAt}.${field}`;
  const { messageFor, general } = useSaveProblems(
    error,
    Object.fromEntries(
      Object.entries(fieldLabels).map(([field, label]) => [serverPath(field as Field), label]),
    ),
  );
  const missing = checked ? missingFields(draft) : [];
  const problemOf = (field: Field) =>
    missing.some((entry) => entry === field)
      ? t('account.required')
      : messageFor(serverPath(field));
  const textField = (field: Exclude<Field, 'primary' | 'province'>) => ({
    label: fieldLabels[field],
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setDraft((current) => ({ ...current, [field]: value }));
    },
    problem: problemOf(field),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    const { province } = draft;
    if (isSaving || missingFields(draft).length > 0 || !isProvince(province)) return;
    onSave({ ...draft, province });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.label}>
        {isNew ? t('settings.addresses.addTitle') : t('settings.addresses.editTitle')}
      </h3>
      <TextField {...textField('lineOne')} autoComplete="address-line1" required />
      <TextField {...textField('lineTwo')} autoComplete="address-line2" />
      <div className={styles.row}>
        <TextField {...textField('city')} autoComplete="address-level2" required />
        <ProvinceSelect
          label={fieldLabels.province}
          placeholder={t('settings.addresses.chooseProvince')}
          value={draft.province}
          onChange={(province) => setDraft((current) => ({ ...current, province }))}
          problem={problemOf('province')}
        />
      </div>
      <TextField {...textField('postalCode')} autoComplete="postal-code" required />
      <TextField {...textField('deliveryInstructions')} />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={draft.primary}
          onChange={(event) => {
            const primary = event.target.checked;
            setDraft((current) => ({ ...current, primary }));
          }}
        />
        {t('settings.addresses.makeThisPrimary')}
      </label>
      {general && (
        <p role="alert" className={styles.formProblem}>
          {general}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('settings.addresses.cancel')}
        </button>
        <button type="submit" className={styles.save} disabled={isSaving} aria-busy={isSaving}>
          {isSaving ? t('settings.saving') : t('settings.addresses.save')}
        </button>
      </div>
    </form>
  );
}
