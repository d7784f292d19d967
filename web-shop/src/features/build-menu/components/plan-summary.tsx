import type { BuildMenuAnswer } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/shared/format/use-money';
import { planAverages } from '../api/plan-view';
import styles from './plan.module.css';

/** The plan's money and nutrition at a glance: what the week costs, uses and leaves. */
export function PlanSummary({ plan }: { plan: BuildMenuAnswer }) {
  const { t } = useTranslation();
  const money = useMoney();
  const averages = planAverages(plan);
  const facts = [
    [t('buildMenu.summary.cost'), money(plan.costCents)],
    [t('buildMenu.summary.perServing'), money(plan.pricePerServingCents)],
    [t('buildMenu.summary.used'), `${Math.round(plan.usedGroceriesInPercentage)}\u00a0%`],
    [t('buildMenu.summary.leftover'), money(plan.leftoverValueCents)],
    [t('buildMenu.summary.pantry'), money(plan.pantryValueUsedCents)],
  ] as const;

  return (
    <section className={styles.summary} aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="visually-hidden">
        {t('buildMenu.summary.title')}
      </h2>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.averages}>
        {t('buildMenu.summary.averages', {
          calories: averages.calories,
          protein: averages.protein,
          carbs: averages.carbs,
          fat: averages.fat,
        })}
      </p>
    </section>
  );
}
