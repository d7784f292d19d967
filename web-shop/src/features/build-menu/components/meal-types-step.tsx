import { MAX_MEAL_TYPE_SERVINGS } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useStartup } from '@/shared/startup/use-startup';
import { useBuildMenu } from '../hooks/use-build-menu';
import { CountStepper } from './count-stepper';
import { StepFrame } from './step-frame';
import styles from './steps.module.css';

/**
 * /build-menu/meal-types: which meals to plan, each with the servings eaten a day (document 2
 * §4: from 1 up to the recipes' servings), at first one per person.
 */
export function MealTypesStep() {
  const { t } = useTranslation();
  const { mealTypes } = useStartup();
  const { state, update } = useBuildMenu();
  const choiceOf = (id: string) => state.selectedMealTypes.find((entry) => entry.mealTypeId === id);

  // Kept in the order the shop lists meal types, whatever order they were ticked in.
  const inShopOrder = (choices: typeof state.selectedMealTypes) =>
    mealTypes.flatMap((type) => choices.filter((entry) => entry.mealTypeId === type._id));

  return (
    <StepFrame
      step={2}
      title={t('buildMenu.mealTypes.title')}
      lead={t('buildMenu.mealTypes.lead')}
      canGoOn={state.selectedMealTypes.length > 0}
    >
      <ul className={styles.mealTypes}>
        {mealTypes.map((type) => {
          const choice = choiceOf(type._id);
          return (
            <li key={type._id} className={styles.mealType}>
              <label className={styles.mealTypeName}>
                <input
                  type="checkbox"
                  checked={choice !== undefined}
                  onChange={() =>
                    update((current) => ({
                      step: 0,
                      selectedMealTypes: choice
                        ? current.selectedMealTypes.filter((entry) => entry.mealTypeId !== type._id)
                        : inShopOrder([
                            ...current.selectedMealTypes,
                            { mealTypeId: type._id, servings: current.noOfPeople },
                          ]),
                    }))
                  }
                />
                {type.name}
              </label>
              {choice && (
                <CountStepper
                  label={t('buildMenu.mealTypes.servings', { name: type.name })}
                  caption={t('buildMenu.mealTypes.perDay')}
                  value={choice.servings}
                  min={1}
                  max={MAX_MEAL_TYPE_SERVINGS}
                  onChange={(servings) =>
                    update((current) => ({
                      selectedMealTypes: current.selectedMealTypes.map((entry) =>
                        entry.mealTypeId === type._id ? { ...entry, servings } : entry,
                      ),
                    }))
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
    </StepFrame>
  );
}
