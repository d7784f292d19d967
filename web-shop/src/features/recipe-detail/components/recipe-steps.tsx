import styles from './recipe-steps.module.css';

/** The method, numbered. */
export function RecipeSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        // Steps are plain text and may repeat; their order is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <p>{step}</p>
        </li>
      ))}
    </ol>
  );
}
