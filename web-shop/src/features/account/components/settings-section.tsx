import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './form.module.css';

type SettingsSectionProps = {
  title: string;
  /** What the section is for, under its title. */
  lead?: string;
  onSubmit: () => void;
  isSaving: boolean;
  /** A failure for the whole form, said once above its button. */
  problem: string | null;
  /** The button's words when the section does more than save (set a password). */
  submitLabel?: string;
  children: ReactNode;
};

/** One settings form: its fields, the line for a refused save, and a Save that shows progress. */
export function SettingsSection({
  title,
  lead,
  onSubmit,
  isSaving,
  problem,
  submitLabel,
  children,
}: SettingsSectionProps) {
  const { t } = useTranslation();
  const titleId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSaving) onSubmit();
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {children}
        {problem && (
          <p role="alert" className={styles.formProblem}>
            {problem}
          </p>
        )}
        <div className={styles.buttons}>
          <button type="submit" className={styles.save} disabled={isSaving} aria-busy={isSaving}>
            {isSaving ? t('settings.saving') : (submitLabel ?? t('settings.save'))}
          </button>
        </div>
      </form>
    </section>
  );
}
