import styles from './choice-group.module.css';

export type Choice = { value: string; label: string };

type ChoiceGroupProps = {
  legend: string;
  /** radio: one value; checkbox: any number of values. */
  type: 'radio' | 'checkbox';
  name: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle: (value: string) => void;
};

/** A fieldset of options drawn as chips, still real radios or checkboxes for the keyboard. */
export function ChoiceGroup({ legend, type, name, choices, selected, onToggle }: ChoiceGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.chip}>
            <input
              type={type}
              name={name}
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={() => onToggle(choice.value)}
              className={styles.input}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
