import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './logo.module.css';

type LogoProps = {
  tone?: 'dark' | 'light';
  to?: string;
  /** Only the mark on the smallest phones, where a bar beside it has no room for the word. */
  markOnlyWhenNarrow?: boolean;
};

export function Logo({ tone = 'dark', to = '/', markOnlyWhenNarrow = false }: LogoProps) {
  const { t } = useTranslation();
  const classes = [styles.logo, styles[tone], markOnlyWhenNarrow && styles.markOnlyWhenNarrow];
  return (
    <Link to={to} className={classes.filter(Boolean).join(' ')} aria-label={t('header.home')}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="16" className={styles.plate} />
        <path d="M9 21c0-7 5-12 14-12 0 8-5 13-12 13l-2-1z" className={styles.leaf} />
        <path d="M10.5 21.5c3-4 6-6.5 9-8" className={styles.vein} />
      </svg>
      <span className={styles.word}>{t('brand.name')}</span>
    </Link>
  );
}
