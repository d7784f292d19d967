import type { LinkInBioAnswer } from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { brandHandle, product } from '@/shared/brand';
import { Spinner } from '@/shared/ui/spinner';
import { linkInBioQuery, storefrontPath } from '../api/link-in-bio-query';
import styles from './link-in-bio-page.module.css';

const socialLinks = [
  { href: `https://www.instagram.com/${brandHandle}`, label: 'footer.instagram' },
  { href: `https://www.facebook.com/${brandHandle}`, label: 'footer.facebook' },
  { href: `https://www.tiktok.com/@${brandHandle}`, label: 'footer.tiktok' },
] as const;

/**
 * /linkedinbio (?influencerId=handle for an influencer's): the storefront's link-in-bio page,
 * the one link a social profile carries. Phone-first, top-level: a column of big links.
 */
export function LinkInBioPage() {
  const { t } = useTranslation();
  const handle = useSearchParams()[0].get('influencerId');
  const page = useQuery(linkInBioQuery(handle));

  useEffect(() => {
    document.title = t('title.default');
  }, [t]);

  return (
    <main className={styles.page}>
      {page.isPending ? (
        <>
          <Spinner />
          <p className="visually-hidden" role="status">
            {t('linkInBio.loading')}
          </p>
        </>
      ) : page.isError ? (
        <div role="alert" className={styles.problem}>
          <h1 className={styles.title}>{product}</h1>
          <p>{t('linkInBio.failed')}</p>
          <button type="button" className={styles.link} onClick={() => void page.refetch()}>
            {t('linkInBio.retry')}
          </button>
        </div>
      ) : (
        <Links page={page.data} />
      )}
    </main>
  );
}

function Links({ page }: { page: LinkInBioAnswer }) {
  const { t } = useTranslation();
  const { influencer } = page;
  const to = (path: string) => storefrontPath(influencer, path);
  return (
    <>
      <header className={styles.header}>
        <p className={styles.brand}>{product}</p>
        <h1 className={styles.title}>{influencer.name}</h1>
        <p className={styles.tagline}>{influencer.tagline}</p>
        {influencer.couponCode && (
          <p className={styles.coupon}>{t('linkInBio.coupon', { code: influencer.couponCode })}</p>
        )}
      </header>

      <nav aria-label={t('linkInBio.title', { name: influencer.name })}>
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} to={to('/meal-plan')}>
              {t('linkInBio.weeklyPlan')}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={to('/recipes')}>
              {t('linkInBio.explore')}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={to('/build-menu')}>
              {t('linkInBio.buildMenu')}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={to('/')}>
              {t('linkInBio.shop')}
            </Link>
          </li>
        </ul>
      </nav>

      {page.mealPlans.length > 0 && (
        <section aria-labelledby="link-in-bio-plans" className={styles.section}>
          <h2 id="link-in-bio-plans" className={styles.heading}>
            {t('linkInBio.plans')}
          </h2>
          <ul className={styles.links}>
            {page.mealPlans.map((plan) => (
              <li key={plan._id}>
                <Link className={styles.link} to={to(`/meal-plan/${encodeURIComponent(plan._id)}`)}>
                  {plan.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="link-in-bio-featured" className={styles.section}>
        <h2 id="link-in-bio-featured" className={styles.heading}>
          {t('linkInBio.featured')}
        </h2>
        <ul className={styles.recipes}>
          {page.featuredRecipes.map((recipe) => (
            <li key={recipe._id}>
              <Link className={styles.recipe} to={to(`/recipes/${encodeURIComponent(recipe._id)}`)}>
                <img src={recipe.images.url} alt="" width={72} height={72} />
                <span className={styles.recipeName}>{recipe.name}</span>
                <span className={styles.minutes}>
                  {t('linkInBio.minutes', { count: recipe.cookingTime })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="link-in-bio-social" className={styles.section}>
        <h2 id="link-in-bio-social" className={styles.heading}>
          {t('linkInBio.social')}
        </h2>
        <ul className={styles.social}>
          {socialLinks.map((social) => (
            <li key={social.href}>
              <a href={social.href} target="_blank" rel="noopener noreferrer">
                {t(social.label, { product })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
