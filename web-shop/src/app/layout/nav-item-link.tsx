import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useStorefrontPath } from '@/shared/storefront/use-storefront';
import type { NavItem } from './navigation';

type NavItemLinkProps = { item: NavItem; className?: string; onClick?: () => void };

export function NavItemLink({ item, className, onClick }: NavItemLinkProps) {
  const { t } = useTranslation();
  const inStorefront = useStorefrontPath();
  const to = item.inStorefront ? inStorefront(item.to) : item.to;
  // NavLink matches pathnames only, so an anchor on the home page would be marked as current.
  const Component = item.to.includes('#') ? Link : NavLink;
  return (
    <Component to={to} className={className} onClick={onClick}>
      {t(item.label)}
    </Component>
  );
}
