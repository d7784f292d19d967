import { provinceCodes } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import field from '@/shared/ui/text-field/text-field.module.css';
import { isProvince, type Province } from './province';

type ProvinceSelectProps = {
  label: string;
  /** The first option's words, standing for no province chosen yet. */
  placeholder: string;
  /** The chosen code, or '' for none. */
  value: string;
  onChange: (province: Province | '') => void;
  onBlur?: () => void;
  /** The line under the select, as a text field has: the form's own check or the server's. */
  problem?: string | undefined;
};

/**
 * The province or territory of a Canadian address, named in the shopper's language; it looks
 * and reads like the text fields beside it.
 */
export function ProvinceSelect({
  label,
  placeholder,
  value,
  onChange,
  onBlur,
  problem,
}: ProvinceSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      <select
        id={id}
        className={field.input}
        value={value}
        required
        autoComplete="address-level1"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          onChange(isProvince(chosen) ? chosen : '');
        }}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {provinceCodes.map((code) => (
          <option key={code} value={code}>
            {t(`provinces.${code}`)}
          </option>
        ))}
      </select>
      {problem && (
        <p id={problemId} className={field.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
