import type { UserAnswer } from '@mise/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, rememberLanguage, supportedLanguages } from '@/shared/i18n/languages';
import { switchLanguage } from '@/shared/i18n/shop-i18n';
import { TextField } from '@/shared/ui/text-field/text-field';
import { useSaveProblems } from '../hooks/use-save-problems';
import { useUpdateUser } from '../hooks/use-update-user';
import styles from './form.module.css';
import { SettingsSection } from './settings-section';

/** Name, phone and language; the e-mail is the account's login and is shown, not edited. */
export function ProfileSection({ user }: { user: UserAnswer }) {
  const { t, i18n } = useTranslation();
  const [profile, setProfile] = useState({
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    language: user.language,
  });
  const [checked, setChecked] = useState(false);
  const save = useUpdateUser(user._id, (saved) => {
    // The shop speaks the language the shopper chose for the account.
    rememberLanguage(saved.language);
    void switchLanguage(i18n, saved.language);
  });
  const labels = {
    firstName: t('settings.profile.firstName'),
    lastName: t('settings.profile.lastName'),
    phoneNumber: t('settings.profile.phoneNumber'),
    language: t('settings.profile.language'),
  };
  const { messageFor, general } = useSaveProblems(save.error, labels);
  const languageId = useId();

  // The spec's 'Required', shown once a save was tried.
  const required = (value: string) =>
    checked && value.trim() === '' ? t('account.required') : undefined;
  const textField = (field: 'firstName' | 'lastName' | 'phoneNumber') => ({
    label: labels[field],
    value: profile[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setProfile((current) => ({ ...current, [field]: value }));
    },
  });

  function submit() {
    setChecked(true);
    if (profile.firstName.trim() === '' || profile.lastName.trim() === '') return;
    save.mutate({
      firstName: profile.firstName.trim(),
      lastName: profile.lastName.trim(),
      phoneNumber: profile.phoneNumber.trim(),
      language: profile.language,
    });
  }

  return (
    <SettingsSection
      title={t('settings.profile.title')}
      onSubmit={submit}
      isSaving={save.isPending}
      problem={general}
    >
      <dl className={styles.readOnly}>
        <dt className={styles.label}>{t('settings.profile.email')}</dt>
        <dd>{user.emailAddress}</dd>
      </dl>
      <div className={styles.row}>
        <TextField
          {...textField('firstName')}
          autoComplete="given-name"
          required
          problem={required(profile.firstName) ?? messageFor('firstName')}
        />
        <TextField
          {...textField('lastName')}
          autoComplete="family-name"
          required
          problem={required(profile.lastName) ?? messageFor('lastName')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...textField('phoneNumber')}
          type="tel"
          autoComplete="tel"
          problem={messageFor('phoneNumber')}
        />
        <div className={styles.field}>
          <label htmlFor={languageId} className={styles.label}>
            {labels.language}
          </label>
          <select
            id={languageId}
            className={styles.input}
            value={profile.language}
            onChange={(event) => {
              const { value } = event.target;
              if (isLanguage(value)) setProfile((current) => ({ ...current, language: value }));
            }}
          >
            {supportedLanguages.map((language) => (
              <option key={language} value={language} lang={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </SettingsSection>
  );
}
