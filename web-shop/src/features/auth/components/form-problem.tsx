import { useTranslation } from 'react-i18next';
import { problemText } from '@/shared/api/problem-text';
import styles from './form.module.css';

type FormProblemProps = {
  /** The failed call's error; null (as TanStack Query holds it) while nothing failed. */
  error: unknown;
  /** What to say when the server did not explain itself. */
  fallback: string;
};

/** Why a form's call failed, announced as soon as it shows. */
export function FormProblem({ error, fallback }: FormProblemProps) {
  const { t } = useTranslation();
  if (error == null) return null;
  return (
    <p role="alert" className={styles.problem}>
      {problemText(error, fallback, t)}
    </p>
  );
}
