import { MAX_PLAN_DAYS, MAX_PLAN_PEOPLE } from '@mise/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogActions, DialogBody } from '@/shared/ui/dialog/dialog';
import actions from '@/shared/ui/dialog/dialog-actions.module.css';
import { TextField } from '@/shared/ui/text-field/text-field';
import field from '@/shared/ui/text-field/text-field.module.css';
import { type BuildMenuState, isoDay } from '../api/build-menu-state';
import { CountStepper } from './count-stepper';
import { NumberField } from './number-field';
import styles from './plan.module.css';

/** What the filters popup changes. */
export type PlanFilters = Pick<
  BuildMenuState,
  'cookingTime' | 'difficultyLevel' | 'noOfPeople' | 'noOfDays' | 'repeatWithinDays'
> & { startDate: string };

type PlanFiltersDialogProps = {
  open: boolean;
  filters: PlanFilters;
  onApply: (filters: PlanFilters) => void;
  onClose: () => void;
};

const difficulties = ['easy', 'medium', 'hard'] as const;
const maxCookingMinutes = 600;

/**
 * The build-menu filters popup: cooking time and difficulty per meal, people and days, the first
 * day (never before today) and how soon a recipe may come back.
 */
export function PlanFiltersDialog({ open, filters, onApply, onClose }: PlanFiltersDialogProps) {
  const { t } = useTranslation();
  const difficultyId = useId();
  const [draft, setDraft] = useState(filters);
  const [minText, setMinText] = useState(String(filters.cookingTime.min));
  const [maxText, setMaxText] = useState(String(filters.cookingTime.max));
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setDraft(filters);
    setMinText(String(filters.cookingTime.min));
    setMaxText(String(filters.cookingTime.max));
  }
  const today = isoDay(new Date());
  const min = Number(minText || 0);
  const max = Number(maxText || 0);
  const timeWrong = max < 1 || max > maxCookingMinutes || min > max;
  const dateWrong = !/^\d{4}-\d{2}-\d{2}$/.test(draft.startDate) || draft.startDate < today;

  function apply(event: FormEvent) {
    event.preventDefault();
    if (timeWrong || dateWrong) return;
    onApply({ ...draft, cookingTime: { min, max } });
    onClose();
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('buildMenu.filters.title')}>
      <form onSubmit={apply} noValidate>
        <DialogBody>
          <div className={styles.form}>
            <fieldset className={styles.pair}>
              <legend className={field.label}>{t('buildMenu.filters.cookingTime')}</legend>
              <NumberField
                label={t('buildMenu.filters.min')}
                value={minText}
                onChange={setMinText}
              />
              <NumberField
                label={t('buildMenu.filters.max')}
                value={maxText}
                onChange={setMaxText}
                problem={
                  timeWrong
                    ? t('buildMenu.filters.timeWrong', { max: maxCookingMinutes })
                    : undefined
                }
              />
            </fieldset>
            <div className={field.field}>
              <label htmlFor={difficultyId} className={field.label}>
                {t('buildMenu.filters.difficulty')}
              </label>
              <select
                id={difficultyId}
                className={field.input}
                value={draft.difficultyLevel}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    difficultyLevel: event.target.value as PlanFilters['difficultyLevel'],
                  })
                }
              >
                {difficulties.map((level) => (
                  <option key={level} value={level}>
                    {t(`buildMenu.filters.upTo.${level}`)}
                  </option>
                ))}
              </select>
            </div>
            <CountStepper
              label={t('buildMenu.filters.people')}
              caption={t('buildMenu.filters.people')}
              value={draft.noOfPeople}
              min={1}
              max={MAX_PLAN_PEOPLE}
              onChange={(noOfPeople) => setDraft({ ...draft, noOfPeople })}
            />

            <CountStepper
              label={t('buildMenu.filters.days')}
              caption={t('buildMenu.filters.days')}
              value={draft.noOfDays}
              min={1}
              max={MAX_PLAN_DAYS}
              onChange={(noOfDays) => setDraft({ ...draft, noOfDays })}
            />

            <CountStepper
              label={t('buildMenu.filters.repeat')}
              caption={t('buildMenu.filters.repeat')}
              value={draft.repeatWithinDays}
              min={1}
              max={MAX_PLAN_DAYS}
              onChange={(repeatWithinDays) => setDraft({ ...draft, repeatWithinDays })}
            />

            <TextField
              label={t('buildMenu.filters.startDate')}
              type="date"
              min={today}
              value={draft.startDate}
              onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
              problem={dateWrong ? t('buildMenu.filters.dateWrong') : undefined}
            />
          </div>
        </DialogBody>
        <DialogActions>
          <button type="button" className={actions.secondary} onClick={onClose}>
            {t('buildMenu.cancel')}
          </button>
          <button type="submit" className={actions.primary} disabled={timeWrong || dateWrong}>
            {t('buildMenu.apply')}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
