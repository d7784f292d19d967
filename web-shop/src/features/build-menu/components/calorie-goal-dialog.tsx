import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { calorieGoalLimits, goalProblem, outsideProblem } from '../api/calorie-goal';
import { NumberField } from './number-field';
import styles from './plan.module.css';

type CalorieGoalDialogProps = {
  open: boolean;
  goal: number;
  outside: number;
  onApply: (goal: number, outside: number) => void;
  onClose: () => void;
};

/** The calorie goal popup: kcal per person per day, and those eaten outside the planned meals. */
export function CalorieGoalDialog({
  open,
  goal,
  outside,
  onApply,
  onClose,
}: CalorieGoalDialogProps) {
  const { t } = useTranslation();
  const [goalText, setGoalText] = useState(String(goal));
  const [outsideText, setOutsideText] = useState(String(outside));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    // Each opening starts from the goal the plan is for.
    setWasOpen(open);
    setGoalText(String(goal));
    setOutsideText(String(outside));
  }
  const goalValue = Number(goalText || Number.NaN);
  const outsideValue = Number(outsideText || 0);
  const goalWrong = Number.isNaN(goalValue) ? 'goalRange' : goalProblem(goalValue);
  const outsideWrong = goalWrong ? null : outsideProblem(goalValue, outsideValue);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (goalWrong || outsideWrong) return;
    onApply(goalValue, outsideValue);
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
          </div>
        </DialogBody>
        <DialogActions>
          <button type="button" className={actions.secondary} onClick={onClose}>
            {t('buildMenu.cancel')}
          </button>
          <button
            type="submit"
            className={actions.primary}
            disabled={goalWrong !== null || outsideWrong !== null}
          >
            {t('buildMenu.apply')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
