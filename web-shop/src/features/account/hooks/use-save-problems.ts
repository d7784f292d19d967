import { useTranslation } from 'react-i18next';
import { isMissing, ruleText, saveProblemsOf } from '../api/field-problems';

export type ShownProblems = {
  /** The line under the input for the server's field `path`, naming the field. */
  messageFor: (path: string) => string | undefined;
  /** The line for the whole form, if the failure is not one a field shows. */
  general: string | null;
};

/**
 * A failed save in words a shopper reads: each problem under its input, named by the label the
 * input has (`labels`, by the server's field path), the rest in one line for the form.
 */
export function useSaveProblems(error: unknown, labels: Record<string, string>): ShownProblems {
  const { t } = useTranslation();
  if (!error) return { messageFor: () => undefined, general: null };
  const { fields, general } = saveProblemsOf(error, Object.keys(labels));
  const shownAny = Object.keys(fields).length > 0;
  return {
    messageFor: (path) => {
      const problem = fields[path];
      const field = labels[path];
      if (!problem || field === undefined) return undefined;
      return isMissing(problem)
        ? t('account.fieldRequired', { field })
        : t('account.fieldProblem', { field, problem: ruleText(problem) });
    },
    general: general ?? (shownAny ? null : t('account.saveFailed')),
  };
}
