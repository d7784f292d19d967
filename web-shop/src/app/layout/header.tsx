import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { CartButton } from '@/features/cart/components/cart-button';
import { useSession } from '@/shared/session/use-session';
import { ButtonLink } from '@/shared/ui/button-link';
import { CountryPicker } from './country-picker';
import { DashboardMenu } from './dashboard-menu';
import styles from './header.module.css';
import { HeaderBrand } from './header-brand';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { NavItemLink } from './nav-item-link';
import { accountLink, desktopNav, guestAccountLink, navFor } from './navigation';

/**
 * The shop's header (spec 2.4). Signed in, it offers the favourites, 'My account' and the
 * dashboard menu; when a staff member acts as a customer it turns orange and says so.
 */
export function Header({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useTranslation();
  const { user, accessedBy, isSignedIn } = useSession();
  const logOut = useLogOut();
  const [openMenu, setOpenMenu] = useState<'mobile' | 'dashboard' | null>(null);
  const menuOpener = (menu: 'mobile' | 'dashboard') => (open: boolean) =>
    setOpenMenu((current) => (open ? menu : current === menu ? null : current));

  const classes = [styles.header, isSignedIn && styles.signedIn, accessedBy && styles.staffAccess];
  return (
    <>
      <header className={classes.filter(Boolean).join(' ')}>
        <div className={styles.bar}>
          <HeaderBrand />
          <nav className={styles.nav} aria-label={t('header.primaryNav')}>
            <ul className={styles.list}>
              {navFor(desktopNav, isSignedIn).map((item) => (
                <li key={item.to}>
                  <NavItemLink item={item} className={styles.link} />
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <CountryPicker />
            <LanguageSwitch />
            {user ? (
              <>
                <Link to="/recipes/favorites" className={styles.favourites}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
                  </svg>
                  <span className="visually-hidden">{t('authHeader.favourites')}</span>
                </Link>
                <ButtonLink to={accountLink.to} className={styles.account}>
                  {t(accountLink.label)}
                </ButtonLink>
                <DashboardMenu
                  open={openMenu === 'dashboard'}
                  onOpenChange={menuOpener('dashboard')}
                  name={user.firstName}
                  onLogOut={logOut}
                />
              </>
            ) : (
              <ButtonLink to={guestAccountLink.to} className={styles.account}>
                {t(guestAccountLink.label)}
              </ButtonLink>
            )}
            <CartButton onOpen={onOpenCart} />
            <MobileMenu
              open={openMenu === 'mobile'}
              onOpenChange={menuOpener('mobile')}
              isSignedIn={isSignedIn}
              onLogOut={logOut}
            />
          </div>
        </div>
      </header>
      {/* Below the sticky header rather than in it: the header keeps its height, which the
        slide-out menu is placed by, and stays orange while the note scrolls away. */}
      {user && accessedBy && (
        <p className={styles.staffNote}>
          {t('authHeader.staffAccess', {
            customer: user.emailAddress,
            staff: accessedBy.emailAddress,
          })}
        </p>
      )}
    </>
  );
}
