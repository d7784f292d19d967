import type { NutritionProgram } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { nutritionProgramsQuery } from '../api/plan-calls';
import { useBuildMenu } from '../hooks/use-build-menu';
import { StepFrame } from './step-frame';
import styles from './steps.module.css';

/** /build-menu/nutrition-program: the goal the plan is for, a card per program. */
export function ProgramStep() {
  const { t } = useTranslation();
  const programs = useQuery(nutritionProgramsQuery(useStorefrontHandle()));
  const { state, update } = useBuildMenu();
  const chosen = state.selectedNutritionProgram?._id;

  return (
    <StepFrame
      step={0}
      title={t('buildMenu.program.title')}
      lead={t('buildMenu.program.lead')}
      canGoOn={chosen !== undefined}
    >
      {programs.isError ? (
        <MessagePanel title={t('buildMenu.program.failed')} role="alert">
          <button type="button" className={styles.retry} onClick={() => void programs.refetch()}>
            {t('buildMenu.retry')}
          </button>
        </MessagePanel>
      ) : programs.isPending ? (
        <Spinner />
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('buildMenu.program.title')}</legend>
          <div className={styles.cards}>
            {programs.data.map((program) => (
              <ProgramCard
                key={program._id}
                program={program}
                checked={program._id === chosen}
                // A new program brings its own calorie goal.
                onChoose={() => update({ selectedNutritionProgram: program, caloriesGoal: null })}
              />
            ))}
          </div>
        </fieldset>
      )}
    </StepFrame>
  );
}

type ProgramCardProps = { program: NutritionProgram; checked: boolean; onChoose: () => void };

function ProgramCard({ program, checked, onChoose }: ProgramCardProps) {
  const { t } = useTranslation();
  const { carbohydrates, protein, fat } = program.nutritionPercentage;
  return (
    <label className={styles.card}>
      <span className={styles.cardHead}>
        <input
          type="radio"
          name="nutrition-program"
          className={styles.radio}
          checked={checked}
          onChange={onChoose}
        />
        <span className={styles.cardTitle}>{program.goalTitle}</span>
      </span>
      <span>{program.description}</span>
      <span className={styles.facts}>
        <span>{t('buildMenu.program.calories', { kcal: program.caloriesPerDay })}</span>
        <span>
          {t('buildMenu.macros.carbsRange', {
            min: carbohydrates.carbsMin,
            max: carbohydrates.carbsMax,
          })}
        </span>
        <span>
          {t('buildMenu.macros.proteinRange', { min: protein.proteinMin, max: protein.proteinMax })}
        </span>
        <span>{t('buildMenu.macros.fatRange', { min: fat.fatMin, max: fat.fatMax })}</span>
      </span>
    </label>
  );
}
