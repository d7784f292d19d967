import type { BuildMenuAnswer, PlannedDay } from '@mise/contracts';
import { useTranslation } from 'react-i18next';
import styles from './plan.module.css';

type PeopleDayProps = {
  day: PlannedDay;
  people: BuildMenuAnswer['people'];
};

/** What each person eats in the day against their own band, when their goals differ. */
export function PeopleDay({ day, people }: PeopleDayProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.peopleDay} aria-label={t('buildMenu.chart.people')}>
      {people.map((person, index) => {
        const intake = day.byPerson[index];
        return (
          intake && (
            // biome-ignore lint/suspicious/noArrayIndexKey: a person is their place in the household.
            <li key={index}>
              {t('buildMenu.chart.person', {
                number: index + 1,
                value: Math.round(intake.calories),
                min: Math.round(person.calorieBand.min),
                max: Math.round(person.calorieBand.max),
              })}
            </li>
          )
        );
      })}
    </ul>
  );
}
