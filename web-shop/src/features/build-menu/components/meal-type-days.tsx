import type { BuildMenuAnswer } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { type MealSlot, mealKey } from '../api/build-menu-state';
import { daysOfMealType } from '../api/plan-view';
import { useBuildMenu } from '../hooks/use-build-menu';
import { DayChart } from './day-chart';
import { PeopleDay } from './people-day';
import styles from './plan.module.css';
import { PlannedMealCard } from './planned-meal-card';

type MealTypeDaysProps = {
  plan: BuildMenuAnswer;
  mealType: { id: string; name: string };
  /** The plan was asked for each person's own goal: each day and meal shows person by person. */
  isForEachPerson: boolean;
  /** The meals being planned again, shown in progress. */
  replanning: readonly MealSlot[];
  /** The plan is being changed: its meals wait. */
  isBusy: boolean;
  onSwap: (slot: MealSlot) => void;
};

/** One meal type of the plan: a card per day with its meal and the day's nutrition chart. */
export function MealTypeDays({
  plan,
  mealType,
  isForEachPerson,
  replanning,
  isBusy,
  onSwap,
}: MealTypeDaysProps) {
  const { t, i18n } = useTranslation();
  const { state, update } = useBuildMenu();
  const removed = new Set(state.removedMeals.map(mealKey));
  const dateText = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });

  return (
    <>
      <h2 className={styles.mealTypeTitle}>{mealType.name}</h2>
      <ol className={styles.days}>
        {daysOfMealType(plan, mealType.id, state.removedMeals).map((entry) => {
          const slot = { day: entry.day, mealTypeId: mealType.id };
          const key = mealKey(slot);
          const day = plan.days[entry.day];
          return (
            <li key={entry.date} className={styles.day}>
              <h3 className={styles.dayTitle}>
                {dateText.format(new Date(`${entry.date}T00:00`))}
              </h3>
              {entry.meal && (
                <PlannedMealCard
                  meal={entry.meal}
                  isForEachPerson={isForEachPerson}
                  expanded={state.expandRecipes.includes(key)}
                  onToggle={() =>
                    update((now) => ({
                      expandRecipes: now.expandRecipes.includes(key)
                        ? now.expandRecipes.filter((other) => other !== key)
                        : [...now.expandRecipes, key],
                    }))
                  }
                  isSwapping={replanning.some((other) => mealKey(other) === key)}
                  isBusy={isBusy}
                  onSwap={() => onSwap(slot)}
                  onRemove={() => update((now) => ({ removedMeals: [...now.removedMeals, slot] }))}
                />
              )}
              {removed.has(key) && <p className={styles.removed}>{t('buildMenu.plan.removed')}</p>}
              {day && <DayChart day={day} calorieBand={plan.calorieBand} program={plan.program} />}
              {day && isForEachPerson && <PeopleDay day={day} people={plan.people} />}
            </li>
          );
        })}
      </ol>
    </>
  );
}
