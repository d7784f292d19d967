import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/http';
import { problemText } from '@/shared/api/problem-text';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { fixFor, type PlanFix } from '../api/plan-request';
import styles from './plan.module.css';

type PlanProblemProps = {
  error: unknown;
  onFix: (fix: PlanFix) => void;
  onRetry: () => void;
};

/**
 * Why there is no plan, in one sentence: for a goal no plan meets (422), the planner's own words
 * on what blocks it and the way to the choice to widen; for a busy planner (429), a retry.
 */
export function PlanProblem({ error, onFix, onRetry }: PlanProblemProps) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : undefined;
  const fix =
    error instanceof ApiError && (status === 422 || status === 400)
      ? error.fields.map((entry) => fixFor(entry.field)).find((found) => found !== undefined)
      : undefined;
  // The planner's 429 means busy, not too many tries of the shopper's.
  const message =
    status === 429
      ? t('buildMenu.problem.busy')
      : problemText(error, t('buildMenu.problem.failed'), t);

  return (
    <MessagePanel title={message} role="alert">
      {fix ? (
        <button type="button" className={styles.problemAction} onClick={() => onFix(fix)}>
          {t(`buildMenu.problem.fix.${fix}`)}
        </button>
      ) : (
        <button type="button" className={styles.problemAction} onClick={onRetry}>
          {t('buildMenu.retry')}
        </button>
      )}
    </MessagePanel>
  );
}
