import type { BuildMenuAnswer, PlannedDay } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import styles from './plan.module.css';

type DayChartProps = {
  day: PlannedDay;
  calorieBand: BuildMenuAnswer['calorieBand'];
  program: BuildMenuAnswer['program'];
};

type Bar = { label: string; value: number; min: number; max: number; scale: number };

/**
 * A day's nutrition against the goal: kcal per person against the calorie band, and each
 * macro's share of calories against the program's range. The bars are drawn for the eye; the
 * sentence beside each says the same for screen readers.
 */
export function DayChart({ day, calorieBand, program }: DayChartProps) {
  const { t } = useTranslation();
  const { carbohydrates, protein, fat } = program.nutritionPercentage;
  const bars: Bar[] = [
    {
      label: t('buildMenu.chart.calories', {
        value: Math.round(day.perPerson.calories),
        min: Math.round(calorieBand.min),
        max: Math.round(calorieBand.max),
      }),
      value: day.perPerson.calories,
      min: calorieBand.min,
      max: calorieBand.max,
      // Room past the band, so a day at its top does not fill the track.
      scale: calorieBand.max * 1.25,
    },
    macroBar(
      t(
        'buildMenu.chart.protein',
        share(day.shares.protein, protein.proteinMin, protein.proteinMax),
      ),
      day.shares.protein,
      protein.proteinMin,
      protein.proteinMax,
    ),
    macroBar(
      t(
        'buildMenu.chart.carbs',
        share(day.shares.carbs, carbohydrates.carbsMin, carbohydrates.carbsMax),
      ),
      day.shares.carbs,
      carbohydrates.carbsMin,
      carbohydrates.carbsMax,
    ),
    macroBar(
      t('buildMenu.chart.fat', share(day.shares.fat, fat.fatMin, fat.fatMax)),
      day.shares.fat,
      fat.fatMin,
      fat.fatMax,
    ),
  ];

  return (
    <ul className={styles.chart} aria-label={t('buildMenu.chart.title')}>
      {bars.map((bar) => (
        <li key={bar.label} className={styles.chartRow}>
          <span className={styles.chartLabel}>{bar.label}</span>
          <span className={styles.track} aria-hidden="true">
            <span
              className={styles.band}
              style={{
                left: percent(bar.min, bar.scale),
                width: percent(bar.max - bar.min, bar.scale),
              }}
            />
            <span className={styles.fill} style={{ width: percent(bar.value, bar.scale) }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

const share = (value: number, min: number, max: number) => ({
  value: Math.round(value),
  min,
  max,
});

const macroBar = (label: string, value: number, min: number, max: number): Bar => ({
  label,
  value,
  min,
  max,
  scale: 100,
});

const percent = (value: number, scale: number) =>
  `${Math.min(100, Math.max(0, (value / scale) * 100))}%`;
