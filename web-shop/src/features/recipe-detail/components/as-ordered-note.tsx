import type { RecipeOrder } from '@mise/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/shared/format/calendar-date';
import styles from './as-ordered-note.module.css';

/** How the shopper's order bought the recipe: its servings and substitutions (?orderId). */
export function AsOrderedNote({ order }: { order: RecipeOrder }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.note} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('asOrdered.title')}
      </h2>
      <p>
        {t('asOrdered.summary', {
          number: order.number,
          date: formatCalendarDate(order.deliveryDate, i18n.language),
          count: order.servings,
        })}
      </p>
      {order.substitutions.length === 0 ? (
        <p>{t('asOrdered.noSubstitutions')}</p>
      ) : (
        <>
          <p>{t('asOrdered.substitutions')}</p>
          <ul className={styles.substitutions}>
            {order.substitutions.map(({ ingredient, substitute }) => (
              <li key={ingredient._id}>
                {t('asOrdered.substitution', {
                  ingredient: ingredient.name,
                  substitute: substitute.name,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
