import { useTranslation } from 'react-i18next';
import type { FieldError } from '../api/form-rules';

/** Puts a field's error code into the page's language (spec §8's form messages in English). */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => error && t(`auth.errors.${error}`);
}
