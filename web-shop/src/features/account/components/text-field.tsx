import { type InputHTMLAttributes, useId } from 'react';
import styles from './form.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The red line under the input (spec §8), for the form's own check or the server's. */
  problem?: string | undefined;
};

/** A labelled input with its problem line, which screen readers read with the input. */
export function TextField({ label, value, onChange, problem, ...input }: TextFieldProps) {
  const id = useId();
  const problemId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
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
