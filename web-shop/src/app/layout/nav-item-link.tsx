import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { NavItem } from './navigation';

type NavItemLinkProps = { item: NavItem; className?: string; onClick?: () => void };

export function NavItemLink({ item, className, onClick }: NavItemLinkProps) {
  const { t } = useTranslation();
  // NavLink matches pathnames only, so an anchor on the home page would be marked as current.
  const Component = item.to.includes('#') ? Link : NavLink;
  return (
    <Component to={item.to} className={className} onClick={onClick}>
      {t(item.label)}
    </Component>
  );
}
