import { type ChangeEvent, useState } from 'react';
import type { FieldError, FieldErrors } from '../api/form-rules';

/**
 * A form's text fields validated on every change (spec §5): the form starts invalid, and a
 * field's error shows only once the field has been left (touched).
 */
export function useFormFields<Fields extends Record<string, string>>(
  initial: Fields,
  validate: (fields: Fields) => FieldErrors<Extract<keyof Fields, string>>,
) {
  type Name = Extract<keyof Fields, string>;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<Name, true>>>({});
  const errors = validate(values);

  return {
    values,
    isValid: Object.keys(errors).length === 0,
    /** The error to show under `name`: none until the field is touched. */
    errorOf: (name: Name): FieldError | undefined => (touched[name] ? errors[name] : undefined),
    /** What an input needs to follow the field. */
    inputOf: (name: Name) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    }),
  };
}
