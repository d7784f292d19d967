import type { OrderMenuAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router';
import { isNotFound } from '@/shared/api/http';
import { formatCalendarDate } from '@/shared/format/calendar-date';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import { MessagePanel } from '@/shared/ui/message-panel/message-panel';
import { Spinner } from '@/shared/ui/spinner';
import { orderMenuQuery } from '../api/order-calls';
import styles from './menu-page.module.css';

/**
 * /menu/:orderId: the recipes of an order, to cook from, print and share. Its share dialog is
 * the child route /menu/:orderId/share (or /share/:recipeId), drawn over this page.
 */
export function MenuPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const menu = useQuery(orderMenuQuery(orderId));

  if (menu.isPending) return <Spinner />;
  if (menu.isError) {
    return (
      <div className={styles.page}>
        {isNotFound(menu.error) ? (
          <MessagePanel title={t('orderMenu.notFoundTitle')} titleAs="h1">
            <p>{t('orderMenu.notFoundBody')}</p>
            <ButtonLink to="/recipes">{t('orderMenu.explore')}</ButtonLink>
          </MessagePanel>
        ) : (
          <MessagePanel title={t('orderMenu.failed')} titleAs="h1" role="alert">
            <button
              type="button"
              className={styles.retry}
              onClick={() => void menu.refetch()}
              disabled={menu.isFetching}
            >
              {t('orderMenu.retry')}
            </button>
          </MessagePanel>
        )}
      </div>
    );
  }
  return (
    <>
      <Menu menu={menu.data} />
      <Outlet />
    </>
  );
}

function Menu({ menu }: { menu: OrderMenuAnswer }) {
  const { t, i18n } = useTranslation();
  const { isSignedIn } = useSession();
  const orderId = encodeURIComponent(menu.orderId);
  return (
    <div className={`${styles.page} ${styles.printable}`}>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{t('orders.number', { number: menu.number })}</p>
        <h1 className={styles.title}>
          {menu.firstName
            ? t('shareMenu.menuOf', { name: menu.firstName })
            : t('orderMenu.untitled')}
        </h1>
        <p className={styles.lead}>
          {t('orderMenu.delivery', { date: formatCalendarDate(menu.deliveryDate, i18n.language) })}
        </p>
        <div className={styles.actions}>
          <ButtonLink to="share">{t('orderMenu.share')}</ButtonLink>
          <button type="button" className={styles.print} onClick={() => window.print()}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
            </svg>
            {t('orderMenu.print')}
          </button>
          {/* The menu is shared with friends; its full printout is for the shopper who ordered. */}
          {isSignedIn && (
            <ButtonLink to={`/recipes/print?order=${orderId}`} variant="secondary">
              {t('orderMenu.printFull')}
            </ButtonLink>
          )}
        </div>
      </header>
      <ul className={styles.recipes}>
        {menu.recipes.map((recipe) => {
          const recipeId = encodeURIComponent(recipe.recipeId);
          const servings = `servings=${recipe.servings}`;
          return (
            <li key={`${recipe.recipeId}-${recipe.mealTypeId}`}>
              <article className={styles.recipe}>
                <img src={recipe.image} alt="" className={styles.image} />
                <div className={styles.recipeBody}>
                  <h2 className={styles.recipeName}>
                    <Link to={`/recipes/${recipeId}?orderId=${orderId}&${servings}`}>
                      {recipe.name}
                    </Link>
                  </h2>
                  <p className={styles.servings}>
                    {t('orderDetail.servings', { count: recipe.servings })}
                  </p>
                  <div className={styles.recipeActions}>
                    <Link to={`/recipes/${recipeId}/print?${servings}`}>
                      {t('orderMenu.printRecipe')}{' '}
                      <span className="visually-hidden">{recipe.name}</span>
                    </Link>
                    <Link to={`share/${recipeId}`}>
                      {t('orderMenu.shareRecipe')}{' '}
                      <span className="visually-hidden">{recipe.name}</span>
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
