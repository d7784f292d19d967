import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, rememberLanguage, supportedLanguages } from '@/shared/i18n/languages';
import { switchLanguage } from '@/shared/i18n/shop-i18n';
import styles from './language-switch.module.css';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const id = useId();

  function choose(value: string) {
    if (!isLanguage(value)) return;
    rememberLanguage(value);
    void switchLanguage(i18n, value);
  }

  return (
    <div className={styles.switch}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <svg className={styles.globe} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        id={id}
        className={styles.select}
        value={i18n.resolvedLanguage}
        onChange={(event) => choose(event.target.value)}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
