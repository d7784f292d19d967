import styles from './recipes-problem.module.css';

type RecipesProblemProps = {
  title: string;
  body: string;
  action: string;
  onAction: () => void;
  /** Announced at once: for failures, not for an empty result. */
  alert?: boolean;
};

/** In place of the list when it has nothing to show: what happened and what to do. */
export function RecipesProblem({
  title,
  body,
  action,
  onAction,
  alert = false,
}: RecipesProblemProps) {
  return (
    <div className={styles.problem} role={alert ? 'alert' : 'status'}>
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" />
        <path d="M14 27c0-6 4.5-11 12.5-11 0 7-4.5 12-11 12l-1.5-1z" />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.body}>{body}</p>
      <button type="button" className={styles.action} onClick={onAction}>
        {action}
      </button>
    </div>
  );
}
