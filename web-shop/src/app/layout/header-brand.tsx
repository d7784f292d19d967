import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { influencerQuery } from '@/shared/catalog/catalog-api';
import { isHandleShaped, storefrontPath } from '@/shared/storefront/storefront-handle';
import { useStorefrontHandle } from '@/shared/storefront/use-storefront';
import styles from './header-brand.module.css';
import { Logo } from './logo';

/**
 * The logo, leading to the storefront's home. An influencer with `disableLogo` shows their own
 * name in its place (spec §3 Influencer).
 */
export function HeaderBrand() {
  const handle = useStorefrontHandle();
  const home = storefrontPath(handle, '/');
  const { data: influencer } = useQuery({
    ...influencerQuery(handle ?? ''),
    enabled: handle !== undefined && isHandleShaped(handle),
  });

  if (handle && influencer?.disableLogo) {
    return (
      <Link to={home} className={styles.name}>
        {influencer.name}
      </Link>
    );
  }
  return <Logo to={home} markOnlyWhenNarrow />;
}
