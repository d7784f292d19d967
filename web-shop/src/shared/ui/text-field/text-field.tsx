import { type InputHTMLAttributes, useId } from 'react';
import styles from './text-field.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** The red line under the input (spec §8): the form's own check or the server's words. */
  problem?: string | undefined;
};

/** A labelled input with its problem line, which screen readers read with the input. */
export function TextField({ label, problem, ...input }: TextFieldProps) {
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem && (
        <p id={problemId} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
