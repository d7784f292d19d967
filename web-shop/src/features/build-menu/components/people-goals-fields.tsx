import { useTranslation } from 'react-i18next';
import { calorieGoalLimits, goalTextProblem } from '../api/calorie-goal';
import { NumberField } from './number-field';
import styles from './plan.module.css';

type PeopleGoalsFieldsProps = {
  /** One goal a person, as typed. */
  goals: string[];
  onChange: (goals: string[]) => void;
};

/** A goal for each person of a household whose people do not eat alike. */
export function PeopleGoalsFields({ goals, onChange }: PeopleGoalsFieldsProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.people}>
      <legend className={styles.peopleTitle}>{t('buildMenu.calories.people')}</legend>
      <p className={styles.hint}>{t('buildMenu.calories.peopleHint')}</p>
      {goals.map((typed, person) => (
        <NumberField
          // biome-ignore lint/suspicious/noArrayIndexKey: a person is their place in the household.
          key={person}
          label={t('buildMenu.calories.person', { number: person + 1 })}
          value={typed}
          onChange={(value) => onChange(goals.with(person, value))}
          problem={
            goalTextProblem(typed)
              ? t('buildMenu.calories.goalRange', {
                  min: calorieGoalLimits.min,
                  max: calorieGoalLimits.max,
                })
              : undefined
          }
        />
      ))}
    </fieldset>
  );
}
