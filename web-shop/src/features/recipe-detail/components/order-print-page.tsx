import type { PrintMenuAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isNotFound } from '@/shared/api/http';
import { formatCalendarDate } from '@/shared/format/calendar-date';
import { ButtonLink } from '@/shared/ui/button-link';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import paper from '@/shared/ui/print-sheet.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { orderPrintQuery } from '../api/recipe-query';
import { AsOrderedNote } from './as-ordered-note';
import styles from './print-page.module.css';
import { RecipeSheet } from './recipe-sheet';

/**
 * /recipes/print?order&id (spec §7 GET /recipes/print): the shopper's order on paper, every
 * recipe with the servings it was bought for, or only the recipe `id`. Top-level, like the
 * recipe print page.
 */
export function OrderPrintPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const menu = useQuery(orderPrintQuery(orderId, params.get('id')));

  useEffect(() => {
    document.title = t('title.default');
  }, [t]);

  return (
    <main className={paper.screen}>
      {menu.isPending ? (
        <Spinner />
      ) : menu.isError ? (
        <MessagePanel
          titleAs="h1"
          role="alert"
          title={
            isNotFound(menu.error) ? t('orderPrint.notFoundTitle') : t('orderPrint.failedTitle')
          }
        >
          <p>
            {isNotFound(menu.error) ? t('orderPrint.notFoundBody') : t('orderPrint.failedBody')}
          </p>
          {isNotFound(menu.error) ? (
            <ButtonLink to="/orders">{t('orderPrint.allOrders')}</ButtonLink>
          ) : (
            <button type="button" className={styles.print} onClick={() => void menu.refetch()}>
              {t('orderPrint.retry')}
            </button>
          )}
        </MessagePanel>
      ) : (
        <PrintableOrder menu={menu.data} oneRecipe={params.has('id')} />
      )}
    </main>
  );
}

function PrintableOrder({ menu, oneRecipe }: { menu: PrintMenuAnswer; oneRecipe: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className={paper.toolbar}>
        <Link to={`/orders/${encodeURIComponent(menu.orderId)}`} className={paper.back}>
          <span aria-hidden="true">←</span>
          {t('orderPrint.back')}
        </Link>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
          </svg>
          {t('orderPrint.print')}
        </button>
      </div>
      <header className={styles.orderHeader}>
        <h1 className={styles.orderTitle}>
          {oneRecipe
            ? t('orderPrint.oneRecipe', { number: menu.number })
            : t('orderPrint.title', { number: menu.number })}
        </h1>
        <p>
          {t('orderPrint.delivery', {
            date: formatCalendarDate(menu.deliveryDate, i18n.language),
          })}
        </p>
      </header>
      {menu.recipes.map((recipe) => (
        <RecipeSheet
          key={recipe._id}
          recipe={recipe}
          servings={recipe.customServings}
          titleLevel="h2"
          note={recipe.order && <AsOrderedNote order={recipe.order} />}
        />
      ))}
    </>
  );
}
