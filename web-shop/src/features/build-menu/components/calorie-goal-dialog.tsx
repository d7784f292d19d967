import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import type { BuildMenuState } from '../api/build-menu-state';
import { calorieGoalLimits, goalTextProblem, outsideProblem } from '../api/calorie-goal';
import { NumberField } from './number-field';
import { PeopleGoalsFields } from './people-goals-fields';
import styles from './plan.module.css';

type CalorieGoalChoice = Pick<BuildMenuState, 'caloriesGoal' | 'caloriesOutside' | 'peopleGoals'>;

type CalorieGoalDialogProps = {
  open: boolean;
  goal: number;
  outside: number;
  noOfPeople: number;
  peopleGoals: number[] | null;
  onApply: (choice: CalorieGoalChoice) => void;
  onClose: () => void;
};

/**
 * The calorie goal popup: kcal per person per day, and those eaten outside the planned meals;
 * for a household of several, a goal of their own for each person if they do not eat alike.
 */
export function CalorieGoalDialog({
  open,
  goal,
  outside,
  noOfPeople,
  peopleGoals,
  onApply,
  onClose,
}: CalorieGoalDialogProps) {
  const { t } = useTranslation();
  const [goalText, setGoalText] = useState(String(goal));
  const [outsideText, setOutsideText] = useState(String(outside));
  const [sameGoal, setSameGoal] = useState(peopleGoals === null);
  const [peopleTexts, setPeopleTexts] = useState(peopleGoals?.map(String) ?? []);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts from the goals the plan is for.
    setWasOpen(open);
    setGoalText(String(goal));
    setOutsideText(String(outside));
    setSameGoal(peopleGoals === null);
    setPeopleTexts(peopleGoals?.map(String) ?? []);
  }
  const isForEachPerson = noOfPeople > 1 && !sameGoal;
  const goalValue = Number(goalText || Number.NaN);
  const outsideValue = Number(outsideText || 0);
  const goalWrong = goalTextProblem(goalText);
  const outsideWrong = goalWrong ? null : outsideProblem(goalValue, outsideValue);
  const peopleWrong = isForEachPerson && peopleTexts.some((typed) => goalTextProblem(typed));
  const isWrong = goalWrong !== null || outsideWrong !== null || peopleWrong;

  function chooseSameGoal(checked: boolean) {
    setSameGoal(checked);
    // Everyone starts from the household's goal the first time they part from it.
    if (!checked && peopleTexts.length !== noOfPeople) {
      setPeopleTexts(Array.from({ length: noOfPeople }, () => goalText));
    }
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    if (isWrong) return;
    onApply({
      caloriesGoal: goalValue,
      caloriesOutside: outsideValue,
      peopleGoals: isForEachPerson ? peopleTexts.map(Number) : null,
    });
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('buildMenu.calories.title')}>
      <form onSubmit={apply} noValidate>
        <DialogBody>
          <div className={styles.form}>
            <p>{t('buildMenu.calories.lead')}</p>
            <NumberField
              label={t('buildMenu.calories.goal')}
              value={goalText}
              onChange={setGoalText}
              problem={
                goalWrong
                  ? t('buildMenu.calories.goalRange', {
                      min: calorieGoalLimits.min,
                      max: calorieGoalLimits.max,
                    })
                  : undefined
              }
            />
            <NumberField
              label={t('buildMenu.calories.outside')}
              value={outsideText}
              onChange={setOutsideText}
              problem={
                outsideWrong
                  ? t('buildMenu.calories.outsideTooHigh', { kcal: calorieGoalLimits.leftForMeals })
                  : undefined
              }
            />
            {noOfPeople > 1 && (
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={sameGoal}
                  onChange={(event) => chooseSameGoal(event.target.checked)}
                />
                {t('buildMenu.calories.sameGoal')}
              </label>
            )}
            {isForEachPerson && <PeopleGoalsFields goals={peopleTexts} onChange={setPeopleTexts} />}
          </div>
        </DialogBody>
        <DialogActions>
          <button type="button" className={actions.secondary} onClick={onClose}>
            {t('buildMenu.cancel')}
          </button>
          <button type="submit" className={actions.primary} disabled={isWrong}>
            {t('buildMenu.apply')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
