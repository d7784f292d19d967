import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useStartup } from '@/shared/startup/use-startup';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import listing from '@/shared/ui/listing-page.module.css';
import { Spinner } from '@/shared/ui/spinner';
import {
  caloriesGoalOf,
  caloriesOutsideOf,
  resizePeopleGoals,
  startDateOf,
} from '../api/build-menu-state';
import type { PlanFix } from '../api/plan-request';
import { servingsProgress } from '../api/plan-view';
import { useBuildMenu } from '../hooks/use-build-menu';
import { useCheckoutPlan } from '../hooks/use-checkout-plan';
import { usePlan } from '../hooks/use-plan';
import { CalorieGoalDialog } from './calorie-goal-dialog';
import { HowItWorksDialog } from './how-it-works-dialog';
import { MealTypeDays } from './meal-type-days';
import styles from './plan.module.css';
import { PlanBar } from './plan-bar';
import { PlanFiltersDialog } from './plan-filters-dialog';
import { PlanProblem } from './plan-problem';
import { PlanSummary } from './plan-summary';
import { stepPaths } from './step-frame';

type Popup = 'calories' | 'filters' | 'howItWorks' | null;

/**
 * /build-menu: the plan, one meal type at a time, with what it costs and each day's nutrition
 * against the goal. Without a program or a meal type there is nothing to plan yet: the shopper
 * is sent to the step that chooses it.
 */
export function PlanPage() {
  const { state } = useBuildMenu();
  const inStorefront = useStorefrontPath();
  if (!state.selectedNutritionProgram) {
    return <Navigate to={inStorefront(stepPaths[0])} replace />;
  }
  if (state.selectedMealTypes.length === 0) {
    return <Navigate to={inStorefront(stepPaths[2])} replace />;
  }
  return <Plan />;
}

function Plan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inStorefront = useStorefrontPath();
  const { mealTypes } = useStartup();
  const { state, update, clear } = useBuildMenu();
  const { plan, isForEachPerson, isUpdating, error, retry, replanning } = usePlan();
  const checkout = useCheckoutPlan();
  const [popup, setPopup] = useState<Popup>(null);
  const goal = caloriesGoalOf(state) ?? 0;

  const planned = state.selectedMealTypes.map((choice) => ({
    id: choice.mealTypeId,
    name: mealTypes.find((type) => type._id === choice.mealTypeId)?.name ?? choice.mealTypeId,
  }));
  const current = Math.min(state.step, planned.length - 1);
  const mealType = planned[current];

  function fix(place: PlanFix) {
    if (place === 'calories' || place === 'filters') setPopup(place);
    else {
      const [program, diets, mealTypesStep] = stepPaths;
      void navigate(inStorefront({ program, diets, mealTypes: mealTypesStep }[place]));
    }
  }

  const isBusy = isUpdating || replanning.isPending || checkout.isPending;

  return (
    <div className={listing.page}>
      <header className={listing.intro}>
        <h1 className={listing.title}>{t('buildMenu.plan.title')}</h1>
        <p className={listing.lead}>
          {t('buildMenu.plan.lead', {
            program: state.selectedNutritionProgram?.goalTitle,
            count: state.noOfDays,
            people: state.noOfPeople,
          })}
        </p>
        <div className={styles.tools}>
          <button type="button" className={styles.tool} onClick={() => setPopup('calories')}>
            {t('buildMenu.plan.goal', { kcal: goal })}
          </button>
          <button type="button" className={styles.tool} onClick={() => setPopup('filters')}>
            {t('buildMenu.plan.filters')}
          </button>
          <button type="button" className={styles.tool} onClick={() => setPopup('howItWorks')}>
            {t('buildMenu.plan.howItWorks')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => {
              clear();
              void navigate(inStorefront(stepPaths[0]));
            }}
          >
            {t('buildMenu.plan.startOver')}
          </button>
        </div>
      </header>

      {(error || replanning.error || checkout.error) && (
        <PlanProblem
          error={error ?? replanning.error ?? checkout.error}
          onFix={fix}
          onRetry={() => {
            if (error) retry();
            else if (replanning.error) replanning.retry();
            else if (plan) checkout.mutate(plan);
          }}
        />
      )}
      {isUpdating && (
        <p role="status" className={styles.updating}>
          {plan ? t('buildMenu.plan.updating') : t('buildMenu.plan.planning')}
        </p>
      )}
      {!plan && isUpdating && <Spinner />}

      {plan && mealType && (
        <div className={isUpdating ? styles.stale : undefined}>
          <PlanSummary plan={plan} />
          <MealTypeDays
            plan={plan}
            mealType={mealType}
            isForEachPerson={isForEachPerson}
            replanning={replanning.slots}
            isBusy={isBusy}
            onSwap={(slot) => replanning.run([slot, ...state.removedMeals])}
          />
          <PlanBar
            mealTypes={planned}
            current={current}
            progress={servingsProgress(plan, mealType.id, state.removedMeals)}
            isBusy={isBusy}
            isCheckingOut={checkout.isPending}
            onView={(step) => update({ step })}
            onPick={() => replanning.run(state.removedMeals)}
            onNext={() => update({ step: current + 1 })}
            onCheckout={() => checkout.mutate(plan)}
          />
        </div>
      )}

      <CalorieGoalDialog
        open={popup === 'calories'}
        goal={goal}
        outside={caloriesOutsideOf(state, goal)}
        noOfPeople={state.noOfPeople}
        peopleGoals={state.peopleGoals}
        onApply={update}
        onClose={() => setPopup(null)}
      />
      <PlanFiltersDialog
        open={popup === 'filters'}
        filters={{
          cookingTime: state.cookingTime,
          difficultyLevel: state.difficultyLevel,
          noOfPeople: state.noOfPeople,
          noOfDays: state.noOfDays,
          repeatWithinDays: state.repeatWithinDays,
          startDate: startDateOf(state, new Date()),
        }}
        onApply={(filters) =>
          update((now) => ({
            ...filters,
            peopleGoals: resizePeopleGoals(now, filters.noOfPeople),
            // Meal types still at one serving a person follow the new number of people.
            selectedMealTypes: now.selectedMealTypes.map((choice) =>
              choice.servings === now.noOfPeople
                ? { ...choice, servings: filters.noOfPeople }
                : choice,
            ),
          }))
        }
        onClose={() => setPopup(null)}
      />
      <HowItWorksDialog open={popup === 'howItWorks'} onClose={() => setPopup(null)} />
    </div>
  );
}
