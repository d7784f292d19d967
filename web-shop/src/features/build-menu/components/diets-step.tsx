import { useTranslation } from 'react-i18next';
import { IngredientSearchField } from '@/shared/pantry/ingredient-search-field';
import { useStartup } from '@/shared/startup/use-startup';
import { useBuildMenu } from '../hooks/use-build-menu';
import { StepFrame } from './step-frame';
import styles from './steps.module.css';

/** /build-menu/diets: the diet, the allergies and the ingredients the plan leaves out. */
export function DietsStep() {
  const { t } = useTranslation();
  const { diets, allergies } = useStartup();
  const { state, update } = useBuildMenu();

  return (
    <StepFrame step={1} title={t('buildMenu.diets.title')} lead={t('buildMenu.diets.lead')} canGoOn>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('buildMenu.diets.diet')}</legend>
        <div className={styles.chips}>
          {diets.map((diet) => (
            <label key={diet._id} className={styles.chip}>
              <input
                type="radio"
                name="diet"
                checked={state.selectedDiet === diet._id}
                onChange={() => update({ selectedDiet: diet._id })}
              />
              {diet.name}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('buildMenu.diets.allergies')}</legend>
        <div className={styles.chips}>
          {allergies.map((allergy) => (
            <label key={allergy._id} className={styles.chip}>
              <input
                type="checkbox"
                checked={state.allergies.includes(allergy._id)}
                onChange={() =>
                  update((current) => ({
                    allergies: current.allergies.includes(allergy._id)
                      ? current.allergies.filter((id) => id !== allergy._id)
                      : [...current.allergies, allergy._id],
                  }))
                }
              />
              {allergy.name}
            </label>
          ))}
        </div>
      </fieldset>
      <section className={styles.choices} aria-labelledby="disliked-title">
        <h2 id="disliked-title" className={styles.legend}>
          {t('buildMenu.diets.disliked')}
        </h2>
        {state.dislikedIngredients.length > 0 && (
          <ul className={styles.chips} aria-label={t('buildMenu.diets.dislikedList')}>
            {state.dislikedIngredients.map((ingredient) => (
              <li key={ingredient._id} className={styles.chip}>
                {ingredient.name}
                <button
                  type="button"
                  className={styles.unpick}
                  aria-label={t('buildMenu.diets.like', { name: ingredient.name })}
                  onClick={() =>
                    update((current) => ({
                      dislikedIngredients: current.dislikedIngredients.filter(
                        (other) => other._id !== ingredient._id,
                      ),
                    }))
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <IngredientSearchField
          texts={{
            label: t('buildMenu.diets.dislikedSearch'),
            hint: t('buildMenu.diets.dislikedHint'),
            failed: t('buildMenu.diets.searchFailed'),
            results: t('buildMenu.diets.searchResults'),
            noMatch: (search) => t('buildMenu.diets.noMatch', { search }),
          }}
          onPick={(ingredient) =>
            update((current) =>
              current.dislikedIngredients.some((other) => other._id === ingredient._id)
                ? {}
                : {
                    dislikedIngredients: [
                      ...current.dislikedIngredients,
                      { _id: ingredient._id, name: ingredient.name },
                    ],
                  },
            )
          }
        />
      </section>
    </StepFrame>
  );
}
