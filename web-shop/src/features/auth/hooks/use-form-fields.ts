import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../api/form-rules';

/** What a TextField needs to follow one field of the form. */
export type FormField = {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** The field's error in the page's language (spec §8's form messages in English). */
  problem: string | undefined;
};

/**
 * A form's text fields validated on every change (spec §5): the form starts invalid, and a
 * field's error shows only once the field has been left (touched).
 */
export function useFormFields<Fields extends Record<string, string>>(
  initial: Fields,
  validate: (fields: Fields) => FieldErrors<Extract<keyof Fields, string>>,
) {
  type Name = Extract<keyof Fields, string>;
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const errors = validate(values);
  // The same values seen by field name: read through `Fields`, one could be undefined to tsc.
  const texts: Record<Name, string> = values;

  return {
    values,
    isValid: Object.keys(errors).length === 0,
    fieldOf: (name: Name): FormField => {
      const error = touched[name] && errors[name];
      return {
        name,
        value: texts[name],
        onChange: (event) => {
          const { value } = event.target;
          setValues((current) => ({ ...current, [name]: value }));
        },
        onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
        problem: error ? t(`auth.errors.${error}`) : undefined,
      };
    },
  };
}
