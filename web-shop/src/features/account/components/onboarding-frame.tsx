import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '@/shared/session/use-session';
import styles from './onboarding-frame.module.css';

/** The numbered steps; the account is one only for a guest, who creates it at the end. */
export type NumberedStep = 'diets' | 'allergies' | 'servings' | 'groceries' | 'account';
const numberedSteps: readonly NumberedStep[] = [
  'diets',
  'allergies',
  'servings',
  'groceries',
  'account',
];

type OnboardingFrameProps = {
  /** The step on screen; none on the welcome page, which comes before them. */
  step?: NumberedStep;
  title: string;
  lead: string;
  children?: ReactNode;
  /** Back to the previous step, if there is one. */
  backTo?: string | null;
  /** The way on: a Next button, a link, or a form's submit. */
  actions?: ReactNode;
};

/** Every onboarding page: numbered progress, the step's question, its choices, Back and Next. */
export function OnboardingFrame({
  step,
  title,
  lead,
  children,
  backTo,
  actions,
}: OnboardingFrameProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const shown = isSignedIn ? numberedSteps.filter((entry) => entry !== 'account') : numberedSteps;
  const position = step ? shown.indexOf(step) : -1;

  return (
    <div className={styles.page}>
      <nav aria-label={t('onboarding.progress')}>
        <ol className={styles.progress}>
          {shown.map((entry, index) => (
            <li
              key={entry}
              className={styles.progressStep}
              data-state={index < position ? 'done' : index === position ? 'current' : 'todo'}
              aria-current={index === position ? 'step' : undefined}
            >
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.stepName}>
                <span className="visually-hidden">
                  {t('onboarding.stepNumber', { number: index + 1 })}{' '}
                </span>
                {t(`onboarding.steps.${entry}`)}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.intro}>
        {position >= 0 && (
          <p className={styles.count}>
            {t('onboarding.stepCount', { number: position + 1, total: shown.length })}
          </p>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      {children}
      {(backTo || actions) && (
        <div className={styles.actions}>
          {backTo && (
            <Link to={backTo} className={styles.back}>
              {t('onboarding.back')}
            </Link>
          )}
          {actions}
        </div>
      )}
    </div>
  );
}
