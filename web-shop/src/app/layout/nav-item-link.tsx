import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import type { NavItem } from './navigation';

type NavItemLinkProps = { item: NavItem; className?: string; onClick?: () => void };

export function NavItemLink({ item, className, onClick }: NavItemLinkProps) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  const pathname = item.inStorefront ? inStorefront(item.to) : item.to;
  const to = { pathname, hash: item.hash };
  // NavLink matches pathnames only, so an anchor on the home page would be marked as current.
  if (item.hash) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {t(item.label)}
      </Link>
    );
  }
  // `end`: /recipes is not the current page under /recipes/favorites, a page of its own.
  return (
    <NavLink to={to} end className={className} onClick={onClick}>
      {t(item.label)}
    </NavLink>
  );
}
