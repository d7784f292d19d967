import { useTranslation } from 'react-i18next';
import { TextField } from '@/shared/ui/text-field/text-field';
import type { FormField } from '../hooks/use-form-fields';

/** The shopper's e-mail, as the sign-in, sign-up and forgotten-password forms ask for it. */
export function EmailField(field: FormField) {
  const { t } = useTranslation();
  return <TextField label={t('auth.fields.email')} type="email" autoComplete="email" {...field} />;
}

type NewPasswordFieldsProps = {
  /** 'Password' on sign-up, 'New password' on a reset. */
  label: string;
  password: FormField;
  retyped: FormField;
};

/** A new password and the same typed again (spec §5), which browsers may fill in. */
export function NewPasswordFields({ label, password, retyped }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" {...password} />
      <TextField
        label={t('auth.fields.retypePass')}
        type="password"
        autoComplete="new-password"
        {...retyped}
      />
    </>
  );
}
