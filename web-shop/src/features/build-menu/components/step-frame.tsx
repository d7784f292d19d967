import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import { ButtonLink } from '@/shared/ui/button-link';
import listing from '@/shared/ui/listing-page.module.css';
import styles from './steps.module.css';

/** The wizard's steps in order; the plan itself (/build-menu) comes after the last. */
export const stepPaths = [
  '/build-menu/nutrition-program',
  '/build-menu/diets',
  '/build-menu/meal-types',
] as const;

type StepFrameProps = {
  /** 0, 1 or 2: its place in `stepPaths`. */
  step: number;
  title: string;
  lead: string;
  /** Next stays dimmed until the step has what the planner needs. */
  canGoOn: boolean;
  children: ReactNode;
};

/** A step of the wizard: where the shopper is, the choices, and the way back and on. */
export function StepFrame({ step, title, lead, canGoOn, children }: StepFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inStorefront = useStorefrontPath();
  const next = stepPaths[step + 1] ?? '/build-menu';
  const previous = stepPaths[step - 1];

  return (
    <div className={listing.page}>
      <header className={listing.intro}>
        <p className={styles.progress}>
          {t('buildMenu.steps.progress', { step: step + 1, total: stepPaths.length })}
        </p>
        <h1 className={listing.title}>{title}</h1>
        <p className={listing.lead}>{lead}</p>
      </header>
      {children}
      <div className={styles.actions}>
        {previous && (
          <ButtonLink to={inStorefront(previous)} variant="secondary">
            {t('buildMenu.steps.back')}
          </ButtonLink>
        )}
        <button
          type="button"
          className={styles.next}
          aria-disabled={!canGoOn}
          onClick={() => {
            if (canGoOn) void navigate(inStorefront(next));
          }}
        >
          {step + 1 === stepPaths.length ? t('buildMenu.steps.seePlan') : t('buildMenu.steps.next')}
        </button>
      </div>
    </div>
  );
}
