import { useTranslation } from 'react-i18next';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import styles from './recipe-not-found.module.css';

type RecipeProblemProps = {
  /** Not found (the default), or any other failure with a retry. */
  onRetry?: () => void;
};

/** In place of a recipe that is not there (404), or that could not be loaded. */
export function RecipeProblem({ onRetry }: RecipeProblemProps) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  const failed = onRetry !== undefined;

  return (
    <section
      className={styles.problem}
      aria-labelledby="recipe-problem-title"
      role={failed ? 'alert' : undefined}
    >
      <svg className={styles.icon} viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="32" cy="36" r="20" />
        <path d="M14 30h36M24 16c0-4 4-6 8-6s8 2 8 6" />
      </svg>
      <h1 id="recipe-problem-title" className={styles.title}>
        {failed ? t('recipePage.errorTitle') : t('recipePage.notFoundTitle')}
      </h1>
      <p className={styles.body}>
        {failed ? t('recipePage.errorBody') : t('recipePage.notFoundBody')}
      </p>
      <div className={styles.actions}>
        {failed && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            {t('recipePage.retry')}
          </button>
        )}
        <ButtonLink to={inStorefront('/recipes')} variant={failed ? 'secondary' : 'primary'}>
          {t('recipePage.browseRecipes')}
        </ButtonLink>
      </div>
    </section>
  );
}
